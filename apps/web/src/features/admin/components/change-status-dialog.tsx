import { Alert, DialogContentText } from '@mui/material';
import { statusLabel, statusTransitions } from '@visabridge/contract';
import type { StaffApplicationView } from '@visabridge/contract';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { adminMessages } from '../admin-messages';
import { FormDialog } from './form-dialog';
import { StatusChangeFields } from './status-change-fields';
import { useLastShown } from './use-last-shown';
import { useOutcomeToasts } from './use-outcome-toasts';
import { useStatusChangeForm } from './use-status-change-form';

type Props = { application: StaffApplicationView | null; onClose: () => void };

/** Moves one application to a status its current one allows; the server's refusal shows in the dialog. */
export function ChangeStatusDialog({ application, onClose }: Props) {
  const shown = useLastShown(application);
  // Keyed by application, so each opening starts with an empty form.
  return (
    shown && (
      <ChangeStatusForm key={shown.id} application={shown} isOpen={application !== null} onClose={onClose} />
    )
  );
}

type FormProps = { application: StaffApplicationView; isOpen: boolean; onClose: () => void };

function ChangeStatusForm({ application, isOpen, onClose }: FormProps) {
  const change = useChangeApplicationStatus();
  const outcome = useOutcomeToasts();
  const { form, serverError, submitWith } = useStatusChangeForm();
  const options = statusTransitions[application.status];

  const onSubmit = submitWith(async (values) => {
    outcome.succeeded(
      await change.mutateAsync({ id: application.id, ...values }),
      adminMessages.statusUpdated,
    );
    onClose();
  });

  return (
    <FormDialog
      isOpen={isOpen}
      title={`Change status of ${application.referenceNumber}`}
      submitLabel={options.length > 0 ? 'Update status' : null}
      isPending={change.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {application.clientName}, {application.destination}: {statusLabel(application.status)} now.
      </DialogContentText>
      {options.length > 0 ? (
        <StatusChangeFields control={form.control} options={options} serverError={serverError} />
      ) : (
        <Alert severity="info">
          {statusLabel(application.status)} is a final status: this application cannot move to another one.
        </Alert>
      )}
    </FormDialog>
  );
}
