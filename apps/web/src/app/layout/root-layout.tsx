import { AuthProvider } from '../../lib/auth/auth-provider';
import { AppLayout } from './app-layout';

/** The router's root element: the session (which needs navigation) wraps every page. */
export function RootLayout() {
  return (
    <AuthProvider>
      <AppLayout />
    </AuthProvider>
  );
}
