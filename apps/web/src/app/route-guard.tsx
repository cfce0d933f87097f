import type { Role } from '@visabridge/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { useAuth } from '../lib/auth/auth-context';
import { useToast } from '../lib/use-toast';

type Props = {
  /** Roles allowed in; the match is exact (an admin does not pass an agent route). Omit for any signed-in user. */
  roles?: readonly Role[];
  /** Toast shown once when a signed-in user with another role is turned away. */
  deniedMessage?: string;
  /** Where a user with another role goes instead of this path, and why; the dashboard unless told. */
  elsewhere?: (path: string, role: Role) => { to: string; message: string };
};

type Redirect = { to: string; message: string | undefined; tone: 'error' | 'info' };

function DeniedRedirect({ message, to, tone }: Redirect) {
  const toast = useToast();
  useEffect(() => {
    // preventDuplicate keeps StrictMode's second effect run from stacking a second toast.
    if (message) toast[tone](message, { preventDuplicate: true });
  }, [message, toast, tone]);
  return <Navigate to={to} replace />;
}

/** Guards the child routes: waits for the session, sends visitors to /login and other roles to /dashboard. */
export function RouteGuard({ roles, deniedMessage, elsewhere }: Props) {
  const { status, user, leavingKey } = useAuth();
  const location = useLocation();

  if (status === 'loading' || leavingKey === location.key) return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (roles && !roles.includes(user.role)) {
    const redirect: Redirect = elsewhere
      ? { ...elsewhere(location.pathname, user.role), tone: 'info' }
      : { to: '/dashboard', message: deniedMessage, tone: 'error' };
    return <DeniedRedirect {...redirect} />;
  }
  return <Outlet />;
}
