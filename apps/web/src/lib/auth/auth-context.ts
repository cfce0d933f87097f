import type { LoginInput, RegisterInput, Role, UserView } from '@visabridge/contract';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type AuthContextValue = {
  status: AuthStatus;
  user: UserView | null;
  /**
   * The history entry being left after a role switch or logout. Route guards wait on it instead of
   * redirecting, so the page being left never flashes an "access denied" for the new session.
   */
  leavingKey: string | null;
  login: (input: LoginInput) => Promise<{
    user: UserView;
    message: string | undefined;
    secondFactor?: 'verify' | 'enrol' | undefined;
  }>;
  register: (input: RegisterInput) => Promise<{ message: string | undefined }>;
  logout: () => Promise<void>;
  /** Ends the session in this browser when the server already has (the account was deleted), then goes home. */
  endSession: () => void;
  /** Demo mode only: signs in as the demo account of `role` through the API, then opens its dashboard. */
  switchRole: (role: Role) => Promise<UserView>;
  /** Reads the signed-in user again from the server, and returns it. */
  refreshUser: () => Promise<UserView>;
  /** Replaces the signed-in user with a fresh copy from the server (e.g. after a profile update). */
  updateUser: (user: UserView) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** What signs a visitor in or up: the same functions for the whole visit. */
export type AuthActions = Pick<AuthContextValue, 'login' | 'register'>;

/**
 * The sign-in and sign-up actions alone, for the forms that only need those: they then do not draw again
 * when the session's state changes (as it does once, when the server answers who is signed in).
 */
export const AuthActionsContext = createContext<AuthActions | null>(null);

export const useAuthActions = (): AuthActions => {
  const value = useContext(AuthActionsContext);
  if (!value) throw new Error('useAuthActions must be used inside <AuthProvider>');
  return value;
};

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
};
