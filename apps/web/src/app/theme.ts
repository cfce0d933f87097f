import type {} from '@mui/material/themeCssVarsAugmentation';
import { deepOrange, green, lightBlue, red } from '@mui/material/colors';
import { createTheme, darken } from '@mui/material/styles';
import { bodyFont, headingFont } from './fonts';

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

const headings = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((variant) => [
    variant,
    { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.01em' },
  ]),
);

/** Blue primary and cyan secondary (spec section 9); the dark palette uses lighter tones to keep AA contrast. */
const palettes = {
  light: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00838f' },
    background: { default: '#f6f8fb', paper: '#ffffff' },
    contrastThreshold: 4.5,
  },
  dark: {
    primary: { main: '#64b5f6' },
    secondary: { main: '#4dd0e1' },
    background: { default: '#0f1419', paper: '#161d26' },
    contrastThreshold: 4.5,
  },
};

/**
 * The one theme for both colour schemes: components take their colours from CSS variables, and the class on
 * `<html>` (`light` or `dark`, set before first paint, see color-scheme-script) picks the scheme. So a page
 * rendered on the server looks the same in both and the browser shows the visitor's scheme at once.
 * Made in a task of its own as the app starts (src/app/start-app.tsx), not when its code loads: it takes a
 * phone about 70 ms, which would otherwise lengthen the long task in which the browser runs the app's code.
 */
const createAppTheme = (direction: Direction) =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: bodyFont,
      ...headings,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        // Keyboard focus scrolls a control below the fixed app bar (64 px and its border), never under it.
        styleOverrides: `html { scroll-padding-top: 72px; }\n${toastColours}`,
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // Underlined, so a link in running text is told apart by more than its colour (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiChip: {
        styleOverrides: {
          // An outlined chip writes its label in its colour, too light on paper for 4.5:1 (warning, info); on the
          // dark scheme the main tone is too dark on a hovered row (error: 3.7:1), so the light one is used.
          outlined: ({ theme, ownerState: { color } }) =>
            color && color !== 'default'
              ? {
                  color: darken(theme.palette[color].main, 0.3),
                  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette[color].light }),
                }
              : {},
        },
      },
    },
  });

/** Left to right, or (Arabic) right to left: the layout mirrors. */
export type Direction = 'ltr' | 'rtl';

const themes = new Map<Direction, ReturnType<typeof createAppTheme>>();

export const appTheme = (direction: Direction = 'ltr') => {
  const theme = themes.get(direction) ?? createAppTheme(direction);
  themes.set(direction, theme);
  return theme;
};
