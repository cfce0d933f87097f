import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { BrandLogo } from './brand-logo';
import { lazyPart } from '../lazy-page';
import { LanguageMenu } from './language-menu';
import { navItemsFor } from './nav-items';
import { ThemeToggle } from './theme-toggle';

// Loaded when needed, so a visitor's first page stays small: the drawer when first opened, a signed-in
// user's controls once the session is known.
const MobileDrawer = lazy(() => import('./mobile-drawer'));
const SignedInActions = lazyPart('signed-in', () => import('./signed-in/signed-in-actions'));

/** Fixed top bar; below the md breakpoint the links move into a drawer (from the left, or right to left from the right). */
export function NavBar() {
  const { t } = useLingui();
  const { user, status } = useAuth();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // Stays mounted once opened, so it can play its closing transition.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
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
          aria-label={t`Open navigation menu`}
          onClick={() => {
            setHasOpenedDrawer(true);
            setIsDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <BrandLogo isCompact={Boolean(user)} />
        <Box
          component="nav"
          aria-label={t`Main`}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}
        >
          {items.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.isExact}
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              {t(item.label)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <ThemeToggle />
        {user && (
          <Suspense fallback={null}>
            <SignedInActions user={user} />
          </Suspense>
        )}
        {status === 'signedOut' && (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 1 }}>
            <Button component={RouterLink} to="/login" color="inherit">
              <Trans>Login</Trans>
            </Button>
            <Button component={RouterLink} to="/register" variant="contained">
              <Trans>Sign Up</Trans>
            </Button>
          </Box>
        )}
      </Toolbar>
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <MobileDrawer open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} items={items} />
        </Suspense>
      )}
    </AppBar>
  );
}
