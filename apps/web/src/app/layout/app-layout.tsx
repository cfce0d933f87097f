import { Box, Link } from '@mui/material';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ServerDrawn } from '../../components/server-drawn';
import { useAuth } from '../../lib/auth/auth-context';
import { lazyPart } from '../lazy-page';
import { PageErrorBoundary } from '../page-error-boundary';
import { ScrollRestoration } from '../scroll-restoration';
import { NavBar } from './nav-bar';

// A page the server drew keeps its footer as drawn (ServerDrawn), so its code and words load only for other
// pages.
const Footer = lazyPart('footer', () =>
  import('./footer/footer').then((module) => ({ default: module.Footer })),
);

// Only a signed-in user can have newer Terms to accept: a visitor never downloads the dialog.
const AcceptanceDialog = lazyPart('content', () =>
  import('../../features/content/components/acceptance-dialog').then((module) => ({
    default: module.AcceptanceDialog,
  })),
);

/**
 * The Terms a signed-in user has still to accept. Its own component, so the session's answer draws this
 * again, not the whole screen.
 */
function AcceptanceDialogSlot() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={null}>
      <AcceptanceDialog />
    </Suspense>
  ) : null;
}

/** Fixed navigation bar on top, page content (80px top padding for the bar), footer below. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        <Trans>Skip to main content</Trans>
      </Link>
      <NavBar />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, pt: '80px', outline: 'none' }}>
        {/*
          Each page holds a screen's height while its code loads (lazyPage). The boundary lets the browser
          take a drawn page over apart from the bar around it, in a pass (and a task) of its own.
        */}
        <PageErrorBoundary>
          <Suspense>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <ServerDrawn>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </ServerDrawn>
      <AcceptanceDialogSlot />
      <ScrollRestoration />
    </Box>
  );
}
