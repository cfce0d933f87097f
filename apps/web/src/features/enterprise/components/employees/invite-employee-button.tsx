import { useLingui } from '@lingui/react/macro';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Tooltip } from '@mui/material';
import { isInterfaceLanguage, type EmployeeView } from '@visabridge/contract';
import { useState } from 'react';
import { ItemDialog } from '../../../../components/dialogs/item-dialog';
import { useSiteInfo } from '../../../../lib/api/use-site-info';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useInviteEmployee } from '../../api/invite-employee';
import { InviteEmployeeForm } from './invite-employee-form';

const titleId = 'invite-employee-title';

/**
 * Invites an active employee without a linked account, or again: a dialog chooses the language of their new
 * account (the inviter's own first), which the invitation is written in.
 */
export function InviteEmployeeButton({ employee }: { employee: EmployeeView }) {
  const { t } = useLingui();
  const invite = useInviteEmployee();
  const { user } = useAuth();
  const offered = useSiteInfo().data?.languages ?? ['en'];
  const [shown, setShown] = useState<EmployeeView | null>(null);
  if (employee.status !== 'active' || employee.accountState === 'linked') return null;
  const isInvited = employee.accountState === 'invited';
  const label = isInvited ? t`Resend invitation` : t`Invite to VisaBridge`;
  const name = `${employee.firstName} ${employee.lastName}`;
  const own = user?.interfaceLanguage;
  const initialLanguage = isInterfaceLanguage(own) && offered.includes(own) ? own : 'en';
  const close = () => setShown(null);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          onClick={() => setShown(employee)}
          aria-label={isInvited ? t`Resend invitation: ${name}` : t`Invite to VisaBridge: ${name}`}
        >
          <ForwardToInboxIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ItemDialog item={shown} onClose={close} canClose={!invite.isPending} titleId={titleId} maxWidth="xs">
        {(invited) => (
          <InviteEmployeeForm
            titleId={titleId}
            employee={invited}
            offered={offered}
            initialLanguage={initialLanguage}
            isPending={invite.isPending}
            send={(input) => invite.mutateAsync({ id: invited.id, input })}
            onClose={close}
          />
        )}
      </ItemDialog>
    </>
  );
}
