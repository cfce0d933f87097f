import { dashboardPathByRole, type UserView } from '@visabridge/contract';
import { pendingTripPathAfterLogin } from '../../lib/pending-trip';
import type { LoginState } from './login-state';

// Loaded once the password is accepted, so the sign-in pages need not download it to show.

/** Account screens: returning there after signing in would loop. */
const accountPaths = ['/login', '/register'];

/**
 * Where a sign-in ends (after its second factor, when one is owed): the page the user came for, the trip
 * they chose before signing up (and verifying the email), or their dashboard.
 */
export const pathAfterSignIn = (user: UserView, { from }: LoginState) =>
  (from && !accountPaths.includes(from.pathname)
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : undefined) ??
  pendingTripPathAfterLogin(user.email, from?.pathname === '/application') ??
  dashboardPathByRole[user.role];
