import CheckIcon from '@mui/icons-material/Check';
import { Trans, useLingui } from '@lingui/react/macro';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { dashboardPathByRole } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { roleSwitcherNames } from '../../../lib/i18n/role-names';
import { initialOf } from '../../../lib/format';
import { SignedInUser } from '../signed-in-user';
import { useRoleSwitcher } from '../use-role-switcher';
import { LogoutArrowIcon } from '../../../components/icons/door-arrows';

/** Avatar button and its menu: Profile, Dashboard, the demo role switcher and Logout. */
export function AccountMenu({ user }: { user: UserView }) {
  const { t } = useLingui();
  const { logout } = useAuth();
  const { roles, switchTo, isSwitching } = useRoleSwitcher();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  // MUI menus take an array, not fragments, so the optional role section is built as one.
  const roleItems = roles.length
    ? [
        <Divider key="roles-divider" />,
        <ListSubheader key="roles-title" sx={{ lineHeight: '32px' }}>
          {t`Switch role (demo)`}
        </ListSubheader>,
        ...roles.map((role) => (
          <MenuItem
            key={role}
            selected={user.role === role}
            disabled={isSwitching}
            onClick={() => {
              close();
              void switchTo(role);
            }}
          >
            <ListItemIcon>{user.role === role && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(roleSwitcherNames[role])}</ListItemText>
          </MenuItem>
        )),
      ]
    : [];

  return (
    <>
      <Tooltip title={t`Account`}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t`Account menu`}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initialOf(user.fullName)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        variant="menu"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <SignedInUser key="who" user={user} />
        <Divider key="who-divider" />
        <MenuItem key="profile" component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Profile</Trans>
          </ListItemText>
        </MenuItem>
        <MenuItem key="dashboard" component={RouterLink} to={dashboardPathByRole[user.role]} onClick={close}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Dashboard</Trans>
          </ListItemText>
        </MenuItem>
        {roleItems}
        <Divider key="logout-divider" />
        <MenuItem
          key="logout"
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutArrowIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Logout</Trans>
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
