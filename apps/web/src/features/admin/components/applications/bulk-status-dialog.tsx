import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DialogContentText } from '@mui/material';
import type { ApplicationStatus, BulkStatusUpdateView, StaffApplicationListItem } from '@visabridge/contract';
import { StatusChangeFields } from '../../../../components/applications/status-change-fields';
import { useStatusChangeForm } from '../../../../components/applications/use-status-change-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { useToast } from '../../../../lib/use-toast';
import { useBulkUpdateStatus } from '../../api/bulk-update-status';
import { useOutcomeToasts } from '../use-outcome-toasts';
import { formatNumber } from '../../../../lib/format';

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
  const { t } = useLingui();
  const bulk = useBulkUpdateStatus();
  const outcome = useOutcomeToasts();
  const toast = useToast();
  const { form, serverError, submitWith } = useStatusChangeForm();

  const onSubmit = submitWith(async ({ status, note, rejectionReason }) => {
    const result = await bulk.mutateAsync({
      items: applications.map(({ id }) => ({ id, status, note, rejectionReason })),
    });
    const { updated, refused } = result.data;
    const updatedTotal = updated.length;
    const updatedCount = formatNumber(updatedTotal);
    const refusedCount = formatNumber(refused.length);
    const summary = refused.length
      ? t({
          message: plural(updatedTotal, {
            one: `${updatedCount} application updated, ${refusedCount} refused`,
            other: `${updatedCount} applications updated, ${refusedCount} refused`,
          }),
          comment: 'the result of a bulk status change: {refusedCount} applications kept their status',
        })
      : t`${plural(updatedTotal, {
          one: `${updatedCount} application updated`,
          other: `${updatedCount} applications updated`,
        })}`;
    if (refused.length) toast.warning(summary);
    else outcome.succeeded(result, summary);
    form.reset();
    onDone(result.data);
  });

  const selected = applications.length;
  const selectedCount = formatNumber(selected);
  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Update status`}
      submitLabel={t`${plural(selected, {
        one: `Update ${selectedCount} application`,
        other: `Update ${selectedCount} applications`,
      })}`}
      isPending={bulk.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>
        {t`${plural(selected, {
          one: `The new status applies to each of the ${selectedCount} application selected whose current status allows it; the others are listed afterwards with the reason.`,
          other: `The new status applies to each of the ${selectedCount} applications selected whose current status allows it; the others are listed afterwards with the reason.`,
        })}`}
      </DialogContentText>
      <StatusChangeFields control={form.control} options={targetStatuses} serverError={serverError} />
    </FormDialog>
  );
}
