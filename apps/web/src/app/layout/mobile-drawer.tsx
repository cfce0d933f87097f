import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeIcon from '@mui/icons-material/Home';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PaymentIcon from '@mui/icons-material/Payment';
import PersonIcon from '@mui/icons-material/Person';
import TranslateIcon from '@mui/icons-material/Translate';
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
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { roleSwitcherNames } from '../../lib/i18n/role-names';
import { BrandLogo } from './brand-logo';
import { languageItemProps, useLanguageLinks } from './language-links';
import type { NavIcon, NavItem } from './nav-items';
import { SignedInUser } from './signed-in-user';
import { useRoleSwitcher } from './use-role-switcher';
import { LoginArrowIcon, LogoutArrowIcon } from '../../components/icons/door-arrows';

export const drawerWidth = 280;

type Props = { open: boolean; onClose: () => void; items: NavItem[] };

const navIcons: Record<NavIcon, SvgIconComponent> = {
  home: HomeIcon,
  visaCheck: TravelExploreIcon,
  dashboard: DashboardIcon,
  applications: DescriptionIcon,
  payments: PaymentIcon,
};

type DrawerItem = Omit<NavItem, 'icon'> & { icon: ComponentType<SvgIconProps> };

function DrawerLink({ to, label, icon: Icon, isExact, onClick }: DrawerItem & { onClick: () => void }) {
  const { t } = useLingui();
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
        <ListItemText primary={t(label)} />
      </ListItemButton>
    </ListItem>
  );
}

const link = (label: MessageDescriptor, to: string, icon: DrawerItem['icon']): DrawerItem => ({
  label,
  to,
  icon,
});

/** Each language by its own name, as a link to this page in it (the choice is kept on the account). */
function LanguageList({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { links, choose } = useLanguageLinks();
  if (!links.length) return null;
  return (
    <List aria-label={t`Language`} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TranslateIcon fontSize="small" aria-hidden="true" />
        {t`Language`}
      </ListSubheader>
      {links.map((language) => (
        <ListItem key={language.language} disablePadding>
          <ListItemButton
            {...languageItemProps(language, (link) => {
              onClose();
              void choose(link);
            })}
          >
            <ListItemIcon>{language.isCurrent && <CheckIcon />}</ListItemIcon>
            <ListItemText primary={language.name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The drawer below the md breakpoint, from the left (from the right in a right-to-left language), with the
 * bar's items, the account's (or Login/Sign Up when signed out) and the languages.
 */
export default function MobileDrawer({ open, onClose, items }: Props) {
  const { t } = useLingui();
  const { user, status, logout } = useAuth();
  const { roles, switchTo, isSwitching } = useRoleSwitcher();

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: drawerWidth }, 'aria-label': t`Navigation menu` } }}
      sx={{ display: { md: 'none' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <BrandLogo />
        </Box>
        <IconButton aria-label={t`Close navigation menu`} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <nav aria-label={t`Main`}>
        <List>
          {items.map((item) => (
            <DrawerLink key={item.to} {...item} icon={navIcons[item.icon]} onClick={onClose} />
          ))}
        </List>
      </nav>
      <Divider />
      {user && (
        <List aria-label={t`Account`}>
          <SignedInUser user={user} />
          <DrawerLink {...link(msg`Profile`, '/profile', PersonIcon)} onClick={onClose} />
          {roles.length > 0 && <ListSubheader disableSticky>{t`Switch role (demo)`}</ListSubheader>}
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
                <ListItemText primary={t(roleSwitcherNames[role])} />
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
                <LogoutArrowIcon />
              </ListItemIcon>
              <ListItemText primary={t`Logout`} />
            </ListItemButton>
          </ListItem>
        </List>
      )}
      {status === 'signedOut' && (
        <List aria-label={t`Account`}>
          <DrawerLink {...link(msg`Login`, '/login', LoginArrowIcon)} onClick={onClose} />
          <DrawerLink {...link(msg`Sign Up`, '/register', PersonAddIcon)} onClick={onClose} />
        </List>
      )}
      <LanguageList onClose={onClose} />
    </Drawer>
  );
}
