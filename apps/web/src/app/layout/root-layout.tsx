import { Suspense } from 'react';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { lazyPart } from '../lazy-page';
import { AppLayout } from './app-layout';

// Its words load apart from the shell's, so no page's script carries every page's description.
const PageDescription = lazyPart('page-description', () =>
  import('../page-description/page-description').then((module) => ({ default: module.PageDescription })),
);

/** The router's root element: the session (which needs navigation) wraps every page. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Suspense fallback={null}>
        <PageDescription />
      </Suspense>
      <AppLayout />
    </AuthProvider>
  );
}
