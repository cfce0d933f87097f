import { createTheme } from '@mui/material/styles';
import { bodyFont, fontFaces, headingFont } from './fonts';
import type { ThemePreference } from '../lib/storage';

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
      MuiCssBaseline: { styleOverrides: fontFaces },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
