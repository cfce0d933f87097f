import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Typography } from '@mui/material';
import type { SavedTravellerView } from '@visabridge/contract/saved-travellers';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useRemoveTraveller } from '../../../lib/api/saved-travellers';

type Props = { traveller: SavedTravellerView | null; onClose: () => void };

/** Asks before removing a saved traveller; applications filled from them stay as they were sent. */
export function RemoveTravellerDialog({ traveller, onClose }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const removal = useRemoveTraveller();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const remove = async () => {
    if (!traveller) return;
    setError(null);
    try {
      const { message } = await removal.mutateAsync(traveller.id);
      toast.success(message ?? t`Traveller removed`);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const travellerName = traveller ? `${traveller.firstName} ${traveller.lastName}` : null;

  return (
    <FormDialog
      isOpen={traveller !== null}
      maxWidth="xs"
      title={travellerName ? t`Remove ${travellerName}?` : t`Remove this traveller?`}
      submitLabel={t({ message: 'Remove', comment: 'button: take a saved traveller off the list' })}
      isDestructive
      isPending={removal.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void remove();
      }}
      onClose={close}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography variant="body2">
        <Trans>
          They will no longer be offered when you apply. Applications already sent for them keep their
          details.
        </Trans>
      </Typography>
    </FormDialog>
  );
}
