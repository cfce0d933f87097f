import { Typography, type SxProps, type Theme } from '@mui/material';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';

type AlertProps = { severity: 'error'; sx: SxProps<Theme>; children: string };

const loadAlert = () => import('@mui/material/Alert');

/** The message as plain text, read out at once: what shows if the alert's code cannot be downloaded. */
function PlainAlert({ children }: AlertProps) {
  return (
    <Typography role="alert" color="error" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

const Alert = lazy<ComponentType<AlertProps>>(() =>
  loadAlert().then(
    (module) => ({ default: module.default }),
    () => ({ default: PlainAlert }),
  ),
);

/**
 * Why sending a form failed, above its fields (the server's words, or the connection's). MUI's Alert loads once
 * the form is on screen, not with the page: most visits never need it. Nothing while there is no message.
 */
export function FormErrorAlert({ message }: { message: string | null }) {
  useEffect(() => {
    void loadAlert().catch(() => undefined);
  }, []);
  if (!message) return null;
  return (
    <Suspense
      fallback={
        <Typography color="error" sx={{ mb: 2 }}>
          {message}
        </Typography>
      }
    >
      <Alert severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
    </Suspense>
  );
}
