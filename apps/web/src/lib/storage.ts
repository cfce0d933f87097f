import { themeStorageKey } from '@visabridge/contract';

/** Every value the app keeps in the browser lives under this one prefix (decision 18). */
const prefix = 'visabridge.';

export const storageKeys = {
  theme: themeStorageKey,
  language: `${prefix}language`,
  pendingTrip: `${prefix}pendingTrip`,
} as const;

export type ThemePreference = 'light' | 'dark';

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
// A page rendered on the server has no storage: there, nothing is stored.
const read = (store: 'localStorage' | 'sessionStorage', key: string): string | null => {
  try {
    return globalThis[store].getItem(key);
  } catch {
    return null;
  }
};

const write = (store: 'localStorage', key: string, value: string) => {
  try {
    globalThis[store].setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
};

const remove = (store: 'localStorage' | 'sessionStorage', key: string) => {
  try {
    globalThis[store].removeItem(key);
  } catch {
    // Ignored for the same reason as in write().
  }
};

/** Where earlier versions kept the session token; the session is now an httpOnly cookie page script cannot read. */
const retiredSessionKeys = [`${prefix}authToken`, `${prefix}userData`];

/** Removes a token an earlier version left in storage, so nothing secret stays readable by page script. */
export const forgetStoredSession = () => {
  for (const store of ['localStorage', 'sessionStorage'] as const) {
    for (const key of retiredSessionKeys) remove(store, key);
  }
};

export const getThemePreference = (): ThemePreference | null => {
  const value = read('localStorage', storageKeys.theme);
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
  if (theme) write('localStorage', storageKeys.theme, theme);
  else remove('localStorage', storageKeys.theme);
  for (const listener of themeListeners) listener();
};

export const getLanguagePreference = (): string | null => read('localStorage', storageKeys.language);

export const saveLanguagePreference = (language: string) =>
  write('localStorage', storageKeys.language, language);

/** The trip a visitor chose Start Application for, kept across sign-up and the verification email (see pending-trip.ts). */
export const getPendingTripRecord = (): string | null => read('localStorage', storageKeys.pendingTrip);

export const savePendingTripRecord = (record: string) =>
  write('localStorage', storageKeys.pendingTrip, record);

export const clearPendingTripRecord = () => remove('localStorage', storageKeys.pendingTrip);
