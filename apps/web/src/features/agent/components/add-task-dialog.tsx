import { ItemDialog } from '../../../components/dialogs/item-dialog';
import { AddTaskForm } from './add-task-form';

type Props = { open: boolean; agentId: string; onClose: () => void };

/** The 'Add Task' dialog; a fresh form each time it opens. */
export function AddTaskDialog({ open, agentId, onClose }: Props) {
  return (
    <ItemDialog item={open ? agentId : null} onClose={onClose} titleId="add-task-title" maxWidth="sm">
      {(id) => <AddTaskForm agentId={id} onClose={onClose} />}
    </ItemDialog>
  );
}
