import { Button } from '@mui/material';
import { countOf } from '@visabridge/contract';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useInviteEmployeesWithoutAccount } from '../api/invite-employee';

/** In the notify-team warning: invites every active employee who has not accepted, then says how it went. */
export function InviteWithoutAccountAction({ onDone }: { onDone: () => void }) {
  const invite = useInviteEmployeesWithoutAccount();
  const toast = useToast();

  const send = async () => {
    try {
      const { data } = await invite.mutateAsync(undefined);
      onDone();
      const refused = data.notInvited.map(({ name, reason }) => `${name}: ${reason}`).join(' ');
      if (refused) toast.warning(`${countOf(data.invited, 'invitation')} sent. Not invited: ${refused}`);
      else toast.success(`${countOf(data.invited, 'invitation')} sent`);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button color="inherit" size="small" loading={invite.isPending} onClick={() => void send()}>
        Invite employees who have not accepted
      </Button>
      <Button color="inherit" size="small" onClick={onDone}>
        Dismiss
      </Button>
    </>
  );
}
