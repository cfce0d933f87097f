import { DialogContentText } from '@mui/material';
import type { UserView } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useLastShown } from '../../../lib/use-last-shown';
import { useUpdateUser } from '../api/update-user';
import { adminMessages } from '../admin-messages';
import { useOutcomeToasts } from './use-outcome-toasts';

type Props = { user: UserView | null; onClose: () => void };

/** Asks before an account is deactivated: its sessions end at once and it cannot sign in until reactivated. */
export function DeactivateUserDialog({ user, onClose }: Props) {
  const update = useUpdateUser();
  const outcome = useOutcomeToasts();
  const shown = useLastShown(user);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    update.mutate(
      { id: user.id, status: 'inactive' },
      outcome.callbacks(adminMessages.userStatusUpdated, adminMessages.userStatusFailed, onClose),
    );
  };

  return (
    <FormDialog
      isOpen={user !== null}
      title="Deactivate user"
      submitLabel="Deactivate"
      isDestructive
      isPending={update.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>
        Deactivate {shown?.fullName} ({shown?.email})? They are signed out everywhere at once and cannot sign
        in until an admin activates the account again.
      </DialogContentText>
    </FormDialog>
  );
}
