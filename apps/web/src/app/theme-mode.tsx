import { useMediaQuery } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { getThemePreference, subscribeToThemePreference } from '../lib/storage';
import type { ThemePreference } from '../lib/storage';
import { createAppTheme } from './theme';

type ThemeModeValue = { mode: ThemePreference };

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export const useThemeMode = () => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <AppThemeProvider>');
  return value;
};

/**
 * Light or dark from this device's stored preference (which a signed-in account's preference replaces,
 * see applyAccountPreferences); without one, the system's preference.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const stored = useSyncExternalStore(subscribeToThemePreference, getThemePreference);
  const mode: ThemePreference = stored ?? (prefersDark ? 'dark' : 'light');

  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode }), [mode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
