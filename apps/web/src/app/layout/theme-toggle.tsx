import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useChooseTheme } from '../../lib/auth/use-choose-theme';
import { useThemeMode } from '../theme-mode';

export function ThemeToggle() {
  const { mode } = useThemeMode();
  const chooseTheme = useChooseTheme();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => void chooseTheme(mode === 'dark' ? 'light' : 'dark')}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
