import { deepOrange, green, lightBlue, red } from '@mui/material/colors';
import { createTheme, darken } from '@mui/material/styles';
import flagFontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url';
import type { ThemePreference } from '../lib/storage';

/**
 * Country flags drawn the same everywhere: Windows and many Linux desktops show flag emoji as two letters.
 * The font holds flag glyphs only (unicode-range), so the browser downloads it once a flag is on screen.
 */
const flagFont = 'Twemoji Country Flags';
const flagFontFace = `@font-face {
  font-family: "${flagFont}";
  src: url("${flagFontUrl}") format("woff2");
  unicode-range: U+1F1E6-1F1FF, U+1F3F4, U+E0062-E0063, U+E0065, U+E0067, U+E006C, U+E006E, U+E0073-E0074,
    U+E0077, U+E007F;
  font-display: swap;
}`;
/** Toast backgrounds that keep white text at 4.5:1 (notistack's own green, orange and blue do not). */
const toastColours = Object.entries({
  success: green[800],
  error: red[800],
  warning: deepOrange[900],
  info: lightBlue[900],
})
  .map(
    ([variant, colour]) =>
      `.notistack-MuiContent.notistack-MuiContent-${variant} { background-color: ${colour}; }`,
  )
  .join('\n');

const headingFont = `"${flagFont}", "Instrument Sans", "Inter", system-ui, sans-serif`;
const bodyFont = `"${flagFont}", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

const headings = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((variant) => [
    variant,
    { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.01em' },
  ]),
);

/** Blue primary and cyan secondary (spec section 9); the dark palette uses lighter tones to keep AA contrast. */
export const createAppTheme = (mode: ThemePreference) =>
  createTheme({
    palette: {
      mode,
      primary: mode === 'light' ? { main: '#1565c0' } : { main: '#64b5f6' },
      secondary: mode === 'light' ? { main: '#00838f' } : { main: '#4dd0e1' },
      background:
        mode === 'light'
          ? { default: '#f6f8fb', paper: '#ffffff' }
          : { default: '#0f1419', paper: '#161d26' },
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: bodyFont,
      ...headings,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        // Keyboard focus scrolls a control below the fixed app bar (64 px and its border), never under it.
        styleOverrides: `${flagFontFace}\nhtml { scroll-padding-top: 72px; }\n${toastColours}`,
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // Underlined, so a link in running text is told apart by more than its colour (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiChip: {
        styleOverrides: {
          // An outlined chip writes its label in its colour, too light on paper for 4.5:1 (warning, info).
          outlined: ({ theme, ownerState: { color } }) =>
            color && color !== 'default'
              ? {
                  color: darken(theme.palette[color].main, 0.3),
                  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette[color].main }),
                }
              : {},
        },
      },
    },
  });
