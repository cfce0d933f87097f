import { DialogContentText } from '@mui/material';
import type { ApplicationStatus, BulkStatusUpdateView, StaffApplicationListItem } from '@visabridge/contract';
import { StatusChangeFields } from '../../../../components/applications/status-change-fields';
import { useStatusChangeForm } from '../../../../components/applications/use-status-change-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { useToast } from '../../../../lib/use-toast';
import { useBulkUpdateStatus } from '../../api/bulk-update-status';
import { useOutcomeToasts } from '../use-outcome-toasts';
import { formatCount } from '../../../../lib/format';

/** Every status staff may set; the server refuses, one by one, the moves an application's status forbids. */
const targetStatuses: readonly ApplicationStatus[] = ['in_review', 'approved', 'rejected'];

type Props = {
  applications: StaffApplicationListItem[];
  isOpen: boolean;
  onClose: () => void;
  onDone: (result: BulkStatusUpdateView) => void;
};

/** One status change for every selected application; the result says which were updated and which refused. */
export function BulkStatusDialog({ applications, isOpen, onClose, onDone }: Props) {
  const bulk = useBulkUpdateStatus();
  const outcome = useOutcomeToasts();
  const toast = useToast();
  const { form, serverError, submitWith } = useStatusChangeForm();

  const onSubmit = submitWith(async ({ status, note, rejectionReason }) => {
    const result = await bulk.mutateAsync({
      items: applications.map(({ id }) => ({ id, status, note, rejectionReason })),
    });
    const { updated, refused } = result.data;
    const summary = `${formatCount(updated.length, 'application')} updated${refused.length ? `, ${refused.length} refused` : ''}`;
    if (refused.length) toast.warning(summary);
    else outcome.succeeded(result, summary);
    form.reset();
    onDone(result.data);
  });

  return (
    <FormDialog
      isOpen={isOpen}
      title="Update status"
      submitLabel={`Update ${formatCount(applications.length, 'application')}`}
      isPending={bulk.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>
        The new status applies to each of the {formatCount(applications.length, 'application')} selected whose
        current status allows it; the others are listed afterwards with the reason.
      </DialogContentText>
      <StatusChangeFields control={form.control} options={targetStatuses} serverError={serverError} />
    </FormDialog>
  );
}
