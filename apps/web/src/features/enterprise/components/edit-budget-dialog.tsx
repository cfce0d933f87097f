import type { BudgetView } from '@visabridge/contract';
import { ItemDialog } from '../../../components/dialogs/item-dialog';
import { useUpdateBudget } from '../api/update-budget';
import { EditBudgetForm } from './edit-budget-form';

const titleId = 'edit-budget-title';

type Props = { budget: BudgetView | null; onClose: () => void };

/** 'Edit budget': the company's monthly budget, a fresh form each time it opens. */
export function EditBudgetDialog({ budget, onClose }: Props) {
  const update = useUpdateBudget();
  return (
    <ItemDialog item={budget} onClose={onClose} canClose={!update.isPending} titleId={titleId} maxWidth="xs">
      {(shown) => (
        <EditBudgetForm
          titleId={titleId}
          budget={shown}
          isPending={update.isPending}
          save={update.mutateAsync}
          onClose={onClose}
        />
      )}
    </ItemDialog>
  );
}
