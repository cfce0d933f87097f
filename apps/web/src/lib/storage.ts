import type { UserView } from '@visabridge/contract';

/** Every value the app keeps in the browser lives under this one prefix (decision 18). */
const prefix = 'visabridge.';

export const storageKeys = {
  authToken: `${prefix}authToken`,
  userData: `${prefix}userData`,
  theme: `${prefix}theme`,
  language: `${prefix}language`,
  pendingTrip: `${prefix}pendingTrip`,
} as const;

export type ThemePreference = 'light' | 'dark';

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
const read = (store: Storage, key: string): string | null => {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
};

const write = (store: Storage, key: string, value: string) => {
  try {
    store.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
};

const remove = (store: Storage, key: string) => {
  try {
    store.removeItem(key);
  } catch {
    // Ignored for the same reason as in write().
  }
};

/** The session lives in localStorage with "Remember me", otherwise only for this browser tab. */
const sessionStore = (): Storage | null => {
  if (read(localStorage, storageKeys.authToken)) return localStorage;
  if (read(sessionStorage, storageKeys.authToken)) return sessionStorage;
  return null;
};

export const getAuthToken = (): string | null => {
  const store = sessionStore();
  return store ? read(store, storageKeys.authToken) : null;
};

export const getStoredUser = (): UserView | null => {
  const store = sessionStore();
  const raw = store ? read(store, storageKeys.userData) : null;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserView;
  } catch {
    return null;
  }
};

export const saveSession = (token: string, user: UserView, remember: boolean) => {
  clearSession();
  const store = remember ? localStorage : sessionStorage;
  write(store, storageKeys.authToken, token);
  write(store, storageKeys.userData, JSON.stringify(user));
};

/** Replaces the stored user and keeps the token where it already is. */
export const saveStoredUser = (user: UserView) => {
  const store = sessionStore();
  if (store) write(store, storageKeys.userData, JSON.stringify(user));
};

export const clearSession = () => {
  for (const store of [localStorage, sessionStorage]) {
    remove(store, storageKeys.authToken);
    remove(store, storageKeys.userData);
  }
};

export const getThemePreference = (): ThemePreference | null => {
  const value = read(localStorage, storageKeys.theme);
  return value === 'light' || value === 'dark' ? value : null;
};

const themeListeners = new Set<() => void>();

/** Calls `listener` whenever the theme preference changes, here or in another tab; returns the unsubscribe. */
export const subscribeToThemePreference = (listener: () => void) => {
  const onStorage = (event: StorageEvent) => event.key === storageKeys.theme && listener();
  themeListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Stores light or dark; null forgets the choice, so the device's setting applies. */
export const saveThemePreference = (theme: ThemePreference | null) => {
  if (theme === getThemePreference()) return;
  if (theme) write(localStorage, storageKeys.theme, theme);
  else remove(localStorage, storageKeys.theme);
  for (const listener of themeListeners) listener();
};

export const getLanguagePreference = (): string | null => read(localStorage, storageKeys.language);

export const saveLanguagePreference = (language: string) =>
  write(localStorage, storageKeys.language, language);

/** The trip a visitor chose Start Application for, kept across sign-up and the verification email (see pending-trip.ts). */
export const getPendingTripRecord = (): string | null => read(localStorage, storageKeys.pendingTrip);

export const savePendingTripRecord = (record: string) => write(localStorage, storageKeys.pendingTrip, record);

export const clearPendingTripRecord = () => remove(localStorage, storageKeys.pendingTrip);
