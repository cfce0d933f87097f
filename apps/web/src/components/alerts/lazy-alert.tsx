import { Box, Typography } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import type { LazyAlertProps } from './titled-alert';

/** Loads MUI's Alert ahead, for a screen that may soon show one; a failed download is shown as plain text. */
export const preloadAlert = () => import('./titled-alert');

/** The message as plain text, read out at once: while the alert's code loads, or if it cannot be downloaded. */
function PlainAlert({ title, action, sx, children }: LazyAlertProps) {
  return (
    <Box role="alert" sx={sx}>
      {title && <Typography sx={{ fontWeight: 600 }}>{title}</Typography>}
      <Typography component="div">{children}</Typography>
      {action}
    </Box>
  );
}

const TitledAlert = lazy<ComponentType<LazyAlertProps>>(() =>
  preloadAlert().then(
    (module) => ({ default: module.default }),
    () => ({ default: PlainAlert }),
  ),
);

/**
 * MUI's Alert (with an optional title), whose code loads when one is first shown rather than with the page:
 * most visits never see the failures and warnings it tells of.
 */
export function LazyAlert(props: LazyAlertProps) {
  return (
    <Suspense fallback={<PlainAlert {...props} />}>
      <TitledAlert {...props} />
    </Suspense>
  );
}
