import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const update = useUpdateUser();
  const outcome = useOutcomeToasts();
  const isActive = user.status === 'active';
  const userName = user.fullName;

  const toggle = () => {
    if (isActive) return onDeactivate(user);
    update.mutate(
      { id: user.id, status: 'active' },
      outcome.callbacks(t(adminMessages.userStatusUpdated), t(adminMessages.userStatusFailed)),
    );
  };

  return (
    <Tooltip title={isSelf ? t(adminMessages.ownAccount) : ''} describeChild>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
        <Switch
          checked={isActive}
          onChange={toggle}
          disabled={isSelf || update.isPending}
          slotProps={{
            input: {
              'aria-label': t({
                message: `Active: ${userName}`,
                comment: "the switch that activates or deactivates a user's account",
              }),
            },
          }}
        />
        <IconButton
          aria-label={t`Change role of ${userName}`}
          disabled={isSelf}
          onClick={() => onChangeRole(user)}
        >
          <ManageAccountsIcon />
        </IconButton>
      </Box>
    </Tooltip>
  );
}
