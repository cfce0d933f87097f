import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Box, IconButton, Switch, Tooltip } from '@mui/material';
import type { AdminUserListItem } from '@visabridge/contract';
import { useUpdateUser } from '../../api/update-user';
import { adminMessages } from '../../admin-messages';
import { useOutcomeToasts } from '../use-outcome-toasts';

type Props = {
  user: AdminUserListItem;
  /** The signed-in admin's own row: they may neither deactivate nor demote themselves. */
  isSelf: boolean;
  onDeactivate: (user: AdminUserListItem) => void;
  onChangeRole: (user: AdminUserListItem) => void;
};

/** The row's activation switch (deactivating asks first) and its 'Change role' button. */
export function UserRowActions({ user, isSelf, onDeactivate, onChangeRole }: Props) {
  const update = useUpdateUser();
  const outcome = useOutcomeToasts();
  const isActive = user.status === 'active';

  const toggle = () => {
    if (isActive) return onDeactivate(user);
    update.mutate(
      { id: user.id, status: 'active' },
      outcome.callbacks(adminMessages.userStatusUpdated, adminMessages.userStatusFailed),
    );
  };

  return (
    <Tooltip title={isSelf ? adminMessages.ownAccount : ''} describeChild>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
        <Switch
          checked={isActive}
          onChange={toggle}
          disabled={isSelf || update.isPending}
          slotProps={{ input: { 'aria-label': `Active: ${user.fullName}` } }}
        />
        <IconButton
          aria-label={`Change role of ${user.fullName}`}
          disabled={isSelf}
          onClick={() => onChangeRole(user)}
        >
          <ManageAccountsIcon />
        </IconButton>
      </Box>
    </Tooltip>
  );
}
