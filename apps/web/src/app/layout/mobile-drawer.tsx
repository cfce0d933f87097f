import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PaymentIcon from '@mui/icons-material/Payment';
import PersonIcon from '@mui/icons-material/Person';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { roleSwitcherLabels } from '@visabridge/contract';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { BrandLogo } from './brand-logo';
import type { NavIcon, NavItem } from './nav-items';
import { SignedInUser } from './signed-in-user';
import { useRoleSwitcher } from './use-role-switcher';

export const drawerWidth = 280;

type Props = { open: boolean; onClose: () => void; items: NavItem[] };

const navIcons: Record<NavIcon, SvgIconComponent> = {
  home: HomeIcon,
  visaCheck: TravelExploreIcon,
  dashboard: DashboardIcon,
  applications: DescriptionIcon,
  payments: PaymentIcon,
};

type DrawerItem = Omit<NavItem, 'icon'> & { icon: SvgIconComponent };

function DrawerLink({ to, label, icon: Icon, isExact, onClick }: DrawerItem & { onClick: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={to}
        end={isExact}
        onClick={onClick}
        sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
      >
        <ListItemIcon sx={{ color: 'inherit' }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

const link = (label: string, to: string, icon: SvgIconComponent): DrawerItem => ({ label, to, icon });

/** Left drawer below the md breakpoint with the same items as the bar (plus Login/Sign Up when signed out). */
export default function MobileDrawer({ open, onClose, items }: Props) {
  const { user, status, logout } = useAuth();
  const { roles, switchTo, isSwitching } = useRoleSwitcher();

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: drawerWidth }, 'aria-label': 'Navigation menu' } }}
      sx={{ display: { md: 'none' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <BrandLogo />
        </Box>
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label="Main">
        {items.map((item) => (
          <DrawerLink key={item.label} {...item} icon={navIcons[item.icon]} onClick={onClose} />
        ))}
      </List>
      <Divider />
      {user && (
        <List aria-label="Account">
          <SignedInUser user={user} />
          <DrawerLink {...link('Profile', '/profile', PersonIcon)} onClick={onClose} />
          {roles.length > 0 && <ListSubheader disableSticky>Switch role (demo)</ListSubheader>}
          {roles.map((role) => (
            <ListItem key={role} disablePadding>
              <ListItemButton
                selected={user.role === role}
                disabled={isSwitching}
                onClick={() => {
                  onClose();
                  void switchTo(role);
                }}
              >
                <ListItemIcon>{user.role === role && <CheckIcon />}</ListItemIcon>
                <ListItemText primary={roleSwitcherLabels[role]} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </ListItem>
        </List>
      )}
      {status === 'signedOut' && (
        <List aria-label="Account">
          <DrawerLink {...link('Login', '/login', LoginIcon)} onClick={onClose} />
          <DrawerLink {...link('Sign Up', '/register', PersonAddIcon)} onClick={onClose} />
        </List>
      )}
    </Drawer>
  );
}
