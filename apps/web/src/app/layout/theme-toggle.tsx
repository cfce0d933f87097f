import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useChooseTheme } from '../../lib/auth/use-choose-theme';
import { useThemeMode } from '../theme-mode';

export function ThemeToggle() {
  const { mode } = useThemeMode();
  const chooseTheme = useChooseTheme();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    // The browser's own tooltip: the pop-up kind would add its positioning library to every first page.
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => void chooseTheme(mode === 'dark' ? 'light' : 'dark')}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
