import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, DialogContentText } from '@mui/material';
import { statusTransitions } from '@visabridge/contract';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { StatusChangeFields } from '../../../../components/applications/status-change-fields';
import {
  statusChangeMessages,
  useStatusChangeForm,
} from '../../../../components/applications/use-status-change-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { applicationStatusNames } from '../../../../components/applications/application-status-names';
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
  const { t } = useLingui();
  const change = useChangeApplicationStatus();
  const outcome = useOutcomeToasts();
  const { form, serverError, submitWith } = useStatusChangeForm();
  const options = statusTransitions[application.status];

  const onSubmit = submitWith(async (values) => {
    outcome.succeeded(
      await change.mutateAsync({ id: application.id, ...values }),
      t(statusChangeMessages.updated),
    );
    onClose();
  });

  const { referenceNumber: reference, clientName, destination } = application;
  const statusName = t(applicationStatusNames[application.status]);

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Change status of ${reference}`}
      submitLabel={options.length > 0 ? t`Update status` : null}
      isPending={change.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>
        <Trans comment="the applicant, the country applied for, then the application's current status">
          {clientName}, {destination}: {statusName} now.
        </Trans>
      </DialogContentText>
      {options.length > 0 ? (
        <StatusChangeFields control={form.control} options={options} serverError={serverError} />
      ) : (
        <Alert severity="info">
          {application.status === 'draft' ? (
            <Trans>This is a draft: it is the traveller’s own until they submit it.</Trans>
          ) : (
            <Trans>{statusName} is a final status: this application cannot move to another one.</Trans>
          )}
        </Alert>
      )}
    </FormDialog>
  );
}
