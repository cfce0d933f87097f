import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { AdminUserListItem } from '@visabridge/contract';

/** Active, Inactive, or Invited: asked to join and not yet accepted (no password chosen), so not at work. */
export function UserStatusChip({ user }: { user: Pick<AdminUserListItem, 'status' | 'isInvited'> }) {
  const { t } = useLingui();
  if (user.status !== 'active')
    return (
      <Chip size="small" label={t({ message: 'Inactive', comment: 'account status: cannot sign in' })} />
    );
  if (user.isInvited)
    return (
      <Chip
        size="small"
        label={t({ message: 'Invited', comment: 'account status: invited, the invitation not accepted yet' })}
        color="info"
        variant="outlined"
      />
    );
  return (
    <Chip
      size="small"
      label={t({ message: 'Active', comment: 'account status: can sign in' })}
      color="success"
    />
  );
}
