import type { EmployeeView } from '@visabridge/contract';
import { ItemDialog } from '../../../components/item-dialog';
import { useUpdateEmployee } from '../api/update-employee';
import { outcomes } from '../corporate-messages';
import { EmployeeForm } from './employee-form';

const titleId = 'edit-employee-title';

type Props = { employee: EmployeeView | null; onClose: () => void };

/** Edits an employee's details; their applications keep the name they were filed under. */
export function EditEmployeeDialog({ employee, onClose }: Props) {
  const update = useUpdateEmployee();
  return (
    <ItemDialog
      item={employee}
      onClose={onClose}
      canClose={!update.isPending}
      titleId={titleId}
      maxWidth="sm"
    >
      {({ id, firstName, lastName, email, position, department, hireDate }) => (
        <EmployeeForm
          title="Edit Employee"
          titleId={titleId}
          submitLabel="Save Changes"
          defaultValues={{ firstName, lastName, email, position, department, hireDate }}
          outcome={outcomes.editEmployee}
          isPending={update.isPending}
          save={(details) => update.mutateAsync({ id, ...details })}
          onClose={onClose}
        />
      )}
    </ItemDialog>
  );
}
