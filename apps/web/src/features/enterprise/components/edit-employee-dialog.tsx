import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, DialogContent, LinearProgress } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import { ItemDialog } from '../../../components/dialogs/item-dialog';
import { useEmployee } from '../api/get-employee';
import { useUpdateEmployee } from '../api/update-employee';
import { outcomes } from '../corporate-messages';
import { EmployeeForm, profileDefaults } from './employee-form';

const titleId = 'edit-employee-title';

type Props = { employee: EmployeeView | null; onClose: () => void };

/** The employee as the company edits them: fetched afresh, since lists show the passport number masked. */
function EditEmployeeContent({
  id,
  update,
  onClose,
}: {
  id: string;
  update: ReturnType<typeof useUpdateEmployee>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const employee = useEmployee(id);
  // A list keeps the last answer while the next loads: wait for this employee's own.
  const detail = employee.data?.id === id ? employee.data : null;
  if (!detail)
    return (
      <DialogContent>
        <span id={titleId} hidden>
          <Trans>Edit Employee</Trans>
        </span>
        {employee.isError ? (
          <Alert severity="error">
            <Trans>Failed to load the employee. Close the dialog and try again.</Trans>
          </Alert>
        ) : (
          <LinearProgress aria-label={t`Loading the employee`} />
        )}
      </DialogContent>
    );
  const { firstName, lastName, email, position, department, hireDate } = detail;
  return (
    <EmployeeForm
      title={t`Edit Employee`}
      titleId={titleId}
      submitLabel={t`Save Changes`}
      defaultValues={{
        firstName,
        lastName,
        email,
        position,
        department,
        hireDate,
        ...profileDefaults(detail),
      }}
      outcome={outcomes.editEmployee}
      isPending={update.isPending}
      save={(details) => update.mutateAsync({ id, ...details })}
      onClose={onClose}
    />
  );
}

/** Edits an employee's details and travel profile; their applications keep what they were filed with. */
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
      {({ id }) => <EditEmployeeContent id={id} update={update} onClose={onClose} />}
    </ItemDialog>
  );
}
