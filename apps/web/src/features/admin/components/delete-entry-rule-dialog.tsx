import { DialogContentText } from '@mui/material';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useDeleteEntryRule } from '../api/entry-rules';
import { adminMessages } from '../admin-messages';
import { useOutcomeToasts } from './use-outcome-toasts';

type Props = { rule: { id: string; name: string }; onClose: () => void };

/** Asks before an admin's own rule is deleted; the screen offers shipped rules only an end date. */
export function DeleteEntryRuleDialog({ rule, onClose }: Props) {
  const remove = useDeleteEntryRule();
  const outcome = useOutcomeToasts();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      rule.id,
      outcome.callbacks(adminMessages.ruleDeleted, adminMessages.ruleDeleteFailed, onClose),
    );
  };

  return (
    <FormDialog
      isOpen
      title="Delete entry rule"
      submitLabel="Delete"
      isDestructive
      isPending={remove.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        Delete {rule.name}? The checker then answers these trips from the dataset, on every date. A rule
        recorded by mistake is deleted; a rule that stopped applying is ended instead, so earlier trips keep
        their answer.
      </DialogContentText>
    </FormDialog>
  );
}
