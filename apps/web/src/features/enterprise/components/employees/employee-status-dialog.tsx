import { useLingui } from '@lingui/react/macro';
import { DialogContentText } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { isSessionEnd } from '../../../../lib/api-client';
import { useLastShown } from '../../../../lib/use-last-shown';
import { useToast } from '../../../../lib/use-toast';
import { useUpdateEmployee } from '../../api/update-employee';
import { failureOf, outcomes } from '../../corporate-messages';

type Props = { employee: EmployeeView | null; onClose: () => void };

/**
 * Asks before an employee is deactivated (no new applications can be filed for them; past ones and
 * invoices keep their name) or reactivated.
 */
export function EmployeeStatusDialog({ employee, onClose }: Props) {
  const { t } = useLingui();
  const update = useUpdateEmployee();
  const toast = useToast();
  const shown = useLastShown(employee);
  const isDeactivating = shown?.status !== 'inactive';
  const name = shown ? `${shown.firstName} ${shown.lastName}` : '';

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!employee) return;
    update.mutate(
      { id: employee.id, status: isDeactivating ? 'inactive' : 'active' },
      {
        onSuccess: () => {
          toast.success(isDeactivating ? t`${name} deactivated` : t`${name} reactivated`);
          onClose();
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(t(failureOf(error, outcomes.editEmployee)));
        },
      },
    );
  };

  return (
    <FormDialog
      isOpen={employee !== null}
      title={isDeactivating ? t`Deactivate employee` : t`Reactivate employee`}
      submitLabel={
        isDeactivating
          ? t({ message: 'Deactivate', comment: 'button that deactivates an employee' })
          : t({ message: 'Reactivate', comment: 'button that reactivates an employee' })
      }
      isDestructive={isDeactivating}
      isPending={update.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        {isDeactivating
          ? t`Deactivate ${name}? No new visa application can be filed for them; their past applications and invoices stay as they are.`
          : t`Reactivate ${name}? Visa applications can be filed for them again.`}
      </DialogContentText>
    </FormDialog>
  );
}
