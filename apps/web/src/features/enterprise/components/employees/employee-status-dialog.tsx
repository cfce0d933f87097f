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
          toast.success(isDeactivating ? `${name} deactivated` : `${name} reactivated`);
          onClose();
        },
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(failureOf(error, outcomes.editEmployee));
        },
      },
    );
  };

  return (
    <FormDialog
      isOpen={employee !== null}
      title={isDeactivating ? 'Deactivate employee' : 'Reactivate employee'}
      submitLabel={isDeactivating ? 'Deactivate' : 'Reactivate'}
      isDestructive={isDeactivating}
      isPending={update.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        {isDeactivating
          ? `Deactivate ${name}? No new visa application can be filed for them; their past applications and invoices stay as they are.`
          : `Reactivate ${name}? Visa applications can be filed for them again.`}
      </DialogContentText>
    </FormDialog>
  );
}
