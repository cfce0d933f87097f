import { useLingui } from '@lingui/react/macro';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Tooltip } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { useToast } from '../../../../lib/use-toast';
import { useInviteEmployee } from '../../api/invite-employee';

/** Emails an active employee without a linked account an invitation, or a new one. */
export function InviteEmployeeButton({ employee }: { employee: EmployeeView }) {
  const { t } = useLingui();
  const invite = useInviteEmployee();
  const toast = useToast();
  if (employee.status !== 'active' || employee.accountState === 'linked') return null;
  const isInvited = employee.accountState === 'invited';
  const label = isInvited ? t`Resend invitation` : t`Invite to VisaBridge`;
  const name = `${employee.firstName} ${employee.lastName}`;
  const email = employee.email;

  const send = async () => {
    try {
      const { message } = await invite.mutateAsync(employee.id);
      toast.success(message ?? t`Invitation sent to ${email}`);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(errorMessage(error));
    }
  };

  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        onClick={() => void send()}
        loading={invite.isPending}
        aria-label={isInvited ? t`Resend invitation: ${name}` : t`Invite to VisaBridge: ${name}`}
      >
        <ForwardToInboxIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
