import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { tripInvitationInput, type TripTravellerView, type TripView } from '@visabridge/contract/group-trips';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useInviteTraveller } from '../../../lib/api/trips';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';

type Values = z.input<typeof tripInvitationInput>;
const fields = ['email'] as const;

type Props = { trip: TripView; traveller: TripTravellerView | null; onClose: () => void };

/** Emails an adult traveller a link to follow their own application (documents, messages) from their own account. */
export function InviteTravellerDialog({ trip, traveller, onClose }: Props) {
  const { t } = useLingui();
  const invite = useInviteTraveller(trip.id);
  const form = useForm<Values, unknown, z.output<typeof tripInvitationInput>>({
    resolver: zodResolver(tripInvitationInput),
    values: { email: traveller?.invitation?.email ?? '' },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, fields);
  const submit = form.handleSubmit(async ({ email }) => {
    if (!traveller) return;
    if (await send(invite.mutateAsync({ applicationId: traveller.applicationId, email }), t`Invitation sent`))
      onClose();
  });
  const travellerName = traveller ? `${traveller.firstName} ${traveller.lastName}` : '';
  return (
    <FormDialog
      isOpen={traveller !== null}
      title={t`Invite ${travellerName} to follow their application`}
      submitLabel={t`Send invitation`}
      isPending={invite.isPending}
      onSubmit={(event) => void submit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t`We email ${travellerName} a link. Signed in with that address, they see their own application only (not the trip or anyone else on it), upload its documents and answer its agent. You still fill it in, submit the trip and pay.`}
      </Typography>
      <RhfTextField
        control={form.control}
        name="email"
        label={t({
          message: `${travellerName}'s email`,
          comment: 'the email address of the traveller being invited',
        })}
        type="email"
        autoComplete="off"
        isRequired
        fullWidth
      />
    </FormDialog>
  );
}
