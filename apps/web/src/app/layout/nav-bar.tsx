import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { ChatNavButton } from '../../features/chat/components/chat-nav-button';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { MobileDrawer } from './mobile-drawer';
import { navItemsFor } from './nav-items';
import { NotificationBell } from './notification-bell';
import { ThemeToggle } from './theme-toggle';

/** Fixed top bar; below the md breakpoint the links move into a left drawer. */
export function NavBar() {
  const { user, status } = useAuth();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const items = navItemsFor(user);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 64 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label="Open navigation menu"
          onClick={() => setIsDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <BrandLogo />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
          {items.map((item) => (
            <Button
              key={item.label}
              component={NavLink}
              to={item.to}
              end={item.isExact}
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        {user && (
          <>
            <ChatNavButton userId={user.id} />
            <NotificationBell userId={user.id} />
            <AccountMenu user={user} />
          </>
        )}
        {status === 'signedOut' && (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 1 }}>
            <Button component={RouterLink} to="/login" color="inherit">
              Login
            </Button>
            <Button component={RouterLink} to="/register" variant="contained">
              Sign Up
            </Button>
          </Box>
        )}
      </Toolbar>
      <MobileDrawer open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} items={items} />
    </AppBar>
  );
}
