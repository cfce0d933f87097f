import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton } from '@mui/material';
import { useLingui } from '@lingui/react/macro';
import { useColorScheme } from '@mui/material/styles';
import { useChooseTheme } from '../../lib/auth/use-choose-theme';
import { useAfterHydration } from '../../lib/use-after-hydration';

/** The icon shows the scheme a click switches to; styled by the page's scheme, so it is right at first paint. */
const hiddenInDark = { '*:where(.dark) &': { display: 'none' } } as const;
const shownInDark = { display: 'none', '*:where(.dark) &': { display: 'inline-block' } } as const;

export function ThemeToggle() {
  // Unknown until the page has started (the server cannot know it): the label then says what it does.
  const { colorScheme } = useColorScheme();
  const chooseTheme = useChooseTheme();
  const isDark = colorScheme === 'dark';
  const { t } = useLingui();
  const label = useAfterHydration(
    colorScheme ? (isDark ? t`Switch to light theme` : t`Switch to dark theme`) : t`Switch theme`,
    t`Switch theme`,
  );
  return (
    // The browser's own tooltip: the pop-up kind would add its positioning library to every first page.
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => void chooseTheme(isDark ? 'light' : 'dark')}
    >
      <DarkModeIcon sx={hiddenInDark} />
      <LightModeIcon sx={shownInDark} />
    </IconButton>
  );
}
