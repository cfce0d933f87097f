import { useEffect } from 'react';
import { LazyAlert, preloadAlert } from '../alerts/lazy-alert';

/**
 * Why sending a form failed, above its fields (the server's words, or the connection's). MUI's Alert loads once
 * the form is on screen, not with the page: most visits never need it. Nothing while there is no message.
 */
export function FormErrorAlert({ message }: { message: string | null }) {
  useEffect(() => {
    void preloadAlert().catch(() => undefined);
  }, []);
  if (!message) return null;
  return (
    <LazyAlert severity="error" sx={{ mb: 2 }}>
      {message}
    </LazyAlert>
  );
}

/** What a form sent before the app ran achieved (a sign-up done), above the form it leads to. */
export function FormNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <LazyAlert severity="success" sx={{ mb: 2 }}>
      {message}
    </LazyAlert>
  );
}
