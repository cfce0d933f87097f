import { dashboardPathByRole, messages } from '@visabridge/contract';
import type { LoginInput, RegisterInput, Role, UserView } from '@visabridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, setUnauthorizedHandler } from '../api-client';
import { clearSession, getAuthToken, getStoredUser, saveSession, saveStoredUser } from '../storage';
import { useToast } from '../use-toast';
import { applyAccountPreferences } from './account-preferences';
import { AuthContext } from './auth-context';
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

/** A server that cannot be reached says nothing about the token, so the stored session is kept. */
const isServerUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [state, setState] = useState<AuthState>(() =>
    getAuthToken() ? { status: 'loading', user: null } : signedOut,
  );
  const [leavingKey, setLeavingKey] = useState<string | null>(null);

  // On start a stored token is checked with the server; a rejected one ends the session.
  useEffect(() => {
    if (!getAuthToken()) return;
    let isCurrent = true;
    fetchProfile({ quiet: true })
      .then(({ data }) => {
        if (!isCurrent) return;
        saveStoredUser(data);
        setState(signedInAs(data));
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const stored = getStoredUser();
        if (isServerUnreachable(error) && stored) return setState(signedInAs(stored));
        clearSession();
        setState(signedOut);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const forgetUserData = useCallback(
    () => queryClient.removeQueries({ queryKey: userQueryRoot }),
    [queryClient],
  );

  // Any 401 outside the session calls: the api client already cleared storage; end the session here.
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
    (token: string, user: UserView, remember: boolean) => {
      saveSession(token, user, remember);
      forgetUserData();
      setState(signedInAs(user));
    },
    [forgetUserData],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      const { data, message } = await requestLogin(input);
      startSession(data.token, data.user, input.rememberMe ?? false);
      return { user: data.user, message };
    },
    [startSession],
  );

  const register = useCallback(async (input: RegisterInput) => {
    const { message } = await requestRegister(input);
    return { message };
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    forgetUserData();
    setLeavingKey(location.key);
    setState(signedOut);
    void navigate('/');
  }, [forgetUserData, location.key, navigate]);

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // The session ends locally either way; the server forgets it when the token expires.
    }
    endSession();
    toast.success(messages.loggedOut);
  }, [endSession, toast]);

  const switchRole = useCallback(
    async (role: Role) => {
      const { data } = await requestDemoLogin(role);
      setLeavingKey(location.key);
      startSession(data.token, data.user, true);
      setTimeout(() => void navigate(dashboardPathByRole[data.user.role]), roleSwitchDelayMs);
      return data.user;
    },
    [location.key, navigate, startSession],
  );

  const updateUser = useCallback((user: UserView) => {
    saveStoredUser(user);
    setState(signedInAs(user));
  }, []);

  const refreshUser = useCallback(async () => {
    const { data } = await fetchProfile();
    updateUser(data);
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

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
