/**
 * What every page runs on: React's renderer, Emotion with MUI's theming, and the app's theme. main.tsx
 * loads and runs this a task ahead of the app (start-app.tsx), so that running all of the app's code at
 * once does not hold the browser for one long task on a phone.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { ThemeProvider } from '@mui/material/styles';
export { appTheme } from './theme';
