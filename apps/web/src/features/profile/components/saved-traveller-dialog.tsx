import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, DialogContent, LinearProgress } from '@mui/material';
import type { SavedTravellerView } from '@visabridge/contract/saved-travellers';
import { ItemDialog } from '../../../components/dialogs/item-dialog';
import { useSavedTraveller } from '../../../lib/api/saved-travellers';
import { SavedTravellerForm } from './saved-traveller-form';

const titleId = 'saved-traveller-title';

/** What the dialog is open for: a new traveller, or one from the list. */
export type TravellerEdit = { traveller: SavedTravellerView | null };

/** A saved traveller as the form edits them: fetched afresh, since the list shows the passport number masked. */
function EditTraveller({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const traveller = useSavedTraveller(id);
  if (!traveller.data)
    return (
      <DialogContent>
        <span id={titleId} hidden>
          <Trans>Edit traveller</Trans>
        </span>
        {traveller.isError ? (
          <Alert severity="error">
            <Trans>The traveller could not be loaded. Close the dialog and try again.</Trans>
          </Alert>
        ) : (
          <LinearProgress aria-label={t`Loading the traveller`} />
        )}
      </DialogContent>
    );
  return <SavedTravellerForm traveller={traveller.data} titleId={titleId} onClose={onClose} />;
}

/** Adds a traveller, or edits one; applications already filled from them keep what they were sent. */
export function SavedTravellerDialog({ edit, onClose }: { edit: TravellerEdit | null; onClose: () => void }) {
  return (
    <ItemDialog item={edit} onClose={onClose} titleId={titleId} maxWidth="sm">
      {({ traveller }) =>
        traveller ? (
          <EditTraveller key={traveller.id} id={traveller.id} onClose={onClose} />
        ) : (
          <SavedTravellerForm traveller={null} titleId={titleId} onClose={onClose} />
        )
      }
    </ItemDialog>
  );
}
