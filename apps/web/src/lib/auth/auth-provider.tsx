import { dashboardPathByRole, messages } from '@visabridge/contract';
import type { LoginInput, RegisterInput, Role, UserView } from '@visabridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage, setUnauthorizedHandler } from '../api-client';
import { forgetStoredSession } from '../storage';
import { useToast } from '../use-toast';
import { applyAccountPreferences } from './account-preferences';
import { AuthActionsContext, AuthContext } from './auth-context';
import type { AuthContextValue } from './auth-context';
import {
  fetchProfile,
  requestDemoLogin,
  requestLogin,
  requestLogout,
  requestRegister,
} from './auth-requests';
import { userQueryRoot } from './user-query-key';

type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: UserView }
  | { status: 'signedOut'; user: null };

const signedOut: AuthState = { status: 'signedOut', user: null };

/** The session's user, with the account's preferences applied before anything renders with them. */
const signedInAs = (user: UserView): AuthState => {
  applyAccountPreferences(user);
  return { status: 'signedIn', user };
};
const roleSwitchDelayMs = 100;

const bootRetryDelaysMs = [1000, 2000, 4000];

/** A server that cannot be reached (or fails) says nothing about the session, so the check is retried. */
const isServerUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The signed-in user, asked of the server once at start: the session is an httpOnly cookie page script
 * cannot see, shared by every tab. Null when there is no session (401).
 */
const loadSessionUser = async (isCurrent: () => boolean): Promise<UserView | null> => {
  for (const delayMs of [0, ...bootRetryDelaysMs]) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!isCurrent()) return null;
    try {
      return (await fetchProfile({ quiet: true })).data;
    } catch (error) {
      if (!isServerUnreachable(error)) return null;
    }
  }
  return null;
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [leavingKey, setLeavingKey] = useState<string | null>(null);

  // Guards show a loader, never the login page, until the server has said who is signed in.
  useEffect(() => {
    forgetStoredSession();
    let isCurrent = true;
    void loadSessionUser(() => isCurrent).then((user) => {
      // In a transition: the page below redraws in slices, and a drawn part still loading is kept.
      if (isCurrent) startTransition(() => setState(user ? signedInAs(user) : signedOut));
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const forgetUserData = useCallback(
    () => queryClient.removeQueries({ queryKey: userQueryRoot }),
    [queryClient],
  );

  // Any 401 outside the session calls ends the session here (the server has already dropped its cookie).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setState(signedOut);
      forgetUserData();
      const { pathname, search, hash } = window.location;
      if (pathname === '/login') return;
      toast.warning(messages.sessionExpired, { preventDuplicate: true });
      void navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, toast, forgetUserData]);

  const startSession = useCallback(
    (user: UserView) => {
      forgetUserData();
      setState(signedInAs(user));
    },
    [forgetUserData],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      const { data, message } = await requestLogin(input);
      startSession(data.user);
      return { user: data.user, message, secondFactor: data.secondFactor };
    },
    [startSession],
  );

  const register = useCallback(async (input: RegisterInput) => {
    const { message } = await requestRegister(input);
    return { message };
  }, []);

  const endSession = useCallback(() => {
    forgetUserData();
    setLeavingKey(location.key);
    setState(signedOut);
    void navigate('/');
  }, [forgetUserData, location.key, navigate]);

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch (error) {
      // Only the server can drop the httpOnly cookie: unreached, the user stays signed in and is told so.
      // A 401 means the session had already ended.
      if (isServerUnreachable(error)) return void toast.error(errorMessage(error));
    }
    endSession();
    toast.success(messages.loggedOut);
  }, [endSession, toast]);

  const switchRole = useCallback(
    async (role: Role) => {
      const { data } = await requestDemoLogin(role);
      setLeavingKey(location.key);
      startSession(data.user);
      setTimeout(() => void navigate(dashboardPathByRole[data.user.role]), roleSwitchDelayMs);
      return data.user;
    },
    [location.key, navigate, startSession],
  );

  const updateUser = useCallback((user: UserView) => setState(signedInAs(user)), []);

  const refreshUser = useCallback(async () => {
    const { data } = await fetchProfile();
    updateUser(data);
    return data;
  }, [updateUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      leavingKey,
      login,
      register,
      logout,
      endSession,
      switchRole,
      refreshUser,
      updateUser,
    }),
    [state, leavingKey, login, register, logout, endSession, switchRole, refreshUser, updateUser],
  );

  const actions = useMemo(() => ({ login, register }), [login, register]);

  return (
    <AuthContext.Provider value={value}>
      <AuthActionsContext.Provider value={actions}>{children}</AuthActionsContext.Provider>
    </AuthContext.Provider>
  );
}
