import { Chip } from '@mui/material';
import type { AdminUserListItem } from '@visabridge/contract';

/** Active, Inactive, or Invited: asked to join and not yet accepted (no password chosen), so not at work. */
export function UserStatusChip({ user }: { user: Pick<AdminUserListItem, 'status' | 'isInvited'> }) {
  if (user.status !== 'active') return <Chip size="small" label="Inactive" />;
  if (user.isInvited) return <Chip size="small" label="Invited" color="info" variant="outlined" />;
  return <Chip size="small" label="Active" color="success" />;
}
