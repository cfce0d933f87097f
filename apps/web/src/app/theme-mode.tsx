import { ThemeProvider } from '@mui/material/styles';
import type { StorageManager } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { themeStorageKey } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { getThemePreference, saveThemePreference, subscribeToThemePreference } from '../lib/storage';
import { ComponentTexts } from './component-texts';
import { appTheme, type Direction } from './theme';

type Mode = 'light' | 'dark' | 'system';

/**
 * The colour scheme as this device stores it (which a signed-in account's preference replaces, see
 * applyAccountPreferences), read and written through the app's own store: no choice means the system's.
 * MUI also asks for each scheme's variant, which this app has only one of.
 */
const preferenceStorage: StorageManager = ({ key }) => ({
  get: (defaultValue: Mode) => (key === themeStorageKey ? (getThemePreference() ?? 'system') : defaultValue),
  set: (value: Mode) => {
    if (key === themeStorageKey) saveThemePreference(value === 'system' ? null : value);
  },
  subscribe: (handler: (value: Mode) => void) =>
    key === themeStorageKey
      ? subscribeToThemePreference(() => withoutTransitions(() => handler(getThemePreference() ?? 'system')))
      : () => {},
});

/**
 * Switches the scheme at once: every transition is off until the new colours have been drawn, so nothing
 * fades from the old scheme to the new one. Only for a choice (here or in another tab), not when the page
 * starts, where MUI's own version of this (`disableTransitionOnChange`) would make the browser work out
 * every element's style once more while the app takes the page over.
 */
const withoutTransitions = (change: () => void) => {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
};

/**
 * Light or dark. A page the server drew is the same for both: colours are CSS variables, picked by
 * `<html class="dark">`. The browser knows the scheme from its first render (`noSsr`; the theme switch's
 * label, which names it, follows after the takeover), so nothing above the page changes once the app has
 * taken it over, which would make React take the page over in one go. The theme object follows the scheme
 * (`forceThemeRerender`), for the few places that compute with a colour (charts, the card form), which the
 * server never draws.
 */
export function AppThemeProvider({ children, direction }: { children: ReactNode; direction: Direction }) {
  return (
    <ThemeProvider
      theme={appTheme(direction)}
      storageManager={preferenceStorage}
      modeStorageKey={themeStorageKey}
      forceThemeRerender
      noSsr
    >
      <CssBaseline enableColorScheme />
      <ComponentTexts>{children}</ComponentTexts>
    </ThemeProvider>
  );
}
