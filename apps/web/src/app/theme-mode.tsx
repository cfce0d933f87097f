import { useMediaQuery } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { getThemePreference, saveThemePreference } from '../lib/storage';
import type { ThemePreference } from '../lib/storage';
import { createAppTheme } from './theme';

type ThemeModeValue = { mode: ThemePreference; toggleMode: () => void };

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export const useThemeMode = () => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <AppThemeProvider>');
  return value;
};

/** Light or dark from the stored preference; without one, the system's preference. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [stored, setStored] = useState<ThemePreference | null>(getThemePreference);
  const mode: ThemePreference = stored ?? (prefersDark ? 'dark' : 'light');

  const toggleMode = useCallback(() => {
    const next = mode === 'dark' ? 'light' : 'dark';
    saveThemePreference(next);
    setStored(next);
  }, [mode]);

  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
