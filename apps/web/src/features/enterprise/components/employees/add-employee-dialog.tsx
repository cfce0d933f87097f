import { useLingui } from '@lingui/react/macro';
import { localDayOf } from '@visabridge/contract';
import { ItemDialog } from '../../../../components/dialogs/item-dialog';
import { useAddEmployee } from '../../api/add-employee';
import { outcomes } from '../../corporate-messages';
import { EmployeeForm, profileDefaults } from '../employee-form';

const titleId = 'add-employee-title';

type Props = { isOpen: boolean; onClose: () => void };

/** 'Add New Employee': a fresh form each time it opens, hired today unless changed. */
export function AddEmployeeDialog({ isOpen, onClose }: Props) {
  const { t } = useLingui();
  const add = useAddEmployee();
  return (
    <ItemDialog
      item={isOpen ? titleId : null}
      onClose={onClose}
      canClose={!add.isPending}
      titleId={titleId}
      maxWidth="sm"
    >
      {() => (
        <EmployeeForm
          title={t`Add New Employee`}
          titleId={titleId}
          submitLabel={t`Add Employee`}
          defaultValues={{
            firstName: '',
            lastName: '',
            email: '',
            position: '',
            department: '',
            hireDate: localDayOf(),
            ...profileDefaults(),
          }}
          outcome={outcomes.addEmployee}
          isPending={add.isPending}
          save={add.mutateAsync}
          onClose={onClose}
        />
      )}
    </ItemDialog>
  );
}
