import { Alert, DialogContentText } from '@mui/material';
import { statusLabel, statusTransitions } from '@visabridge/contract';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { StatusChangeFields } from '../../../../components/applications/status-change-fields';
import {
  statusChangeMessages,
  useStatusChangeForm,
} from '../../../../components/applications/use-status-change-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { useChangeApplicationStatus } from '../../api/change-application-status';
import { useOutcomeToasts } from '../use-outcome-toasts';

type Props = { application: StaffApplicationListItem | null; onClose: () => void };

/** Moves one application to a status its current one allows; the server's refusal shows in the dialog. */
export function ChangeStatusDialog({ application, onClose }: Props) {
  // Each application starts with an empty form.
  return (
    <LastShown item={application}>
      {(shown, isOpen) => <ChangeStatusForm application={shown} isOpen={isOpen} onClose={onClose} />}
    </LastShown>
  );
}

type FormProps = { application: StaffApplicationListItem; isOpen: boolean; onClose: () => void };

function ChangeStatusForm({ application, isOpen, onClose }: FormProps) {
  const change = useChangeApplicationStatus();
  const outcome = useOutcomeToasts();
  const { form, serverError, submitWith } = useStatusChangeForm();
  const options = statusTransitions[application.status];

  const onSubmit = submitWith(async (values) => {
    outcome.succeeded(
      await change.mutateAsync({ id: application.id, ...values }),
      statusChangeMessages.updated,
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
          {application.status === 'draft'
            ? 'This is a draft: it is the traveller’s own until they submit it.'
            : `${statusLabel(application.status)} is a final status: this application cannot move to another one.`}
        </Alert>
      )}
    </FormDialog>
  );
}
