import { DialogContentText } from '@mui/material';
import type { VisaPolicyListItem } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useLastShown } from '../../../lib/use-last-shown';
import { useDeleteVisaPolicy } from '../api/delete-visa-policy';
import { adminMessages } from '../admin-messages';
import { policyScopeOf } from './policy-options';
import { useOutcomeToasts } from './use-outcome-toasts';

type Props = { policy: VisaPolicyListItem | null; onClose: () => void };

/** Asks before a policy is deleted: its corridors then show 'Fee set by the embassy' again. */
export function DeleteVisaPolicyDialog({ policy, onClose }: Props) {
  const remove = useDeleteVisaPolicy();
  const outcome = useOutcomeToasts();
  const shown = useLastShown(policy);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!policy) return;
    remove.mutate(
      policy.id,
      outcome.callbacks(adminMessages.policyDeleted, adminMessages.policyDeleteFailed, onClose),
    );
  };

  return (
    <FormDialog
      isOpen={policy !== null}
      title="Delete visa policy"
      submitLabel="Delete"
      isDestructive
      isPending={remove.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        Delete the policy for {shown && policyScopeOf(shown)}? The visa checker then shows no fee or
        processing time for these travellers: it says the fee is set by the embassy.
      </DialogContentText>
    </FormDialog>
  );
}
