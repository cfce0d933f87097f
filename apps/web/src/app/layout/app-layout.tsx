import { Box, Link } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AcceptanceDialog } from '../../features/content/components/acceptance-dialog';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

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
        Skip to main content
      </Link>
      <NavBar />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, pt: '80px', outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <AcceptanceDialog />
      <ScrollRestoration />
    </Box>
  );
}
