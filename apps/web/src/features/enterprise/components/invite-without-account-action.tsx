import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mui/material';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useInviteEmployeesWithoutAccount } from '../api/invite-employee';

/** In the notify-team warning: invites every active employee who has not accepted, then says how it went. */
export function InviteWithoutAccountAction({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const invite = useInviteEmployeesWithoutAccount();
  const toast = useToast();

  const send = async () => {
    try {
      const { data } = await invite.mutateAsync(undefined);
      onDone();
      const refused = data.notInvited.map(({ name, reason }) => `${name}: ${reason}`).join(' ');
      const invited = data.invited;
      const invitedCount = formatNumber(invited);
      if (refused)
        toast.warning(
          t({
            message: plural(invited, {
              one: `${invitedCount} invitation sent. Not invited: ${refused}`,
              other: `${invitedCount} invitations sent. Not invited: ${refused}`,
            }),
            comment:
              '{refused} lists each employee not invited with the reason, e.g. "Ana Ruiz: Already invited"',
          }),
        );
      else
        toast.success(
          t`${plural(invited, { one: `${invitedCount} invitation sent`, other: `${invitedCount} invitations sent` })}`,
        );
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button color="inherit" size="small" loading={invite.isPending} onClick={() => void send()}>
        <Trans>Invite employees who have not accepted</Trans>
      </Button>
      <Button color="inherit" size="small" onClick={onDone}>
        <Trans comment="button that closes a notice">Dismiss</Trans>
      </Button>
    </>
  );
}
