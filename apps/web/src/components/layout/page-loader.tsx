import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress, Typography } from '@mui/material';

type Props = {
  label?: string;
  /** Holds the height of the screen below the app bar (a whole page is on its way). */
  fillsScreen?: boolean;
};

/** Full-area wait state: a spinner and a short text, announced to screen readers. */
export function PageLoader({ label, fillsScreen = false }: Props) {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: 10,
        minHeight: fillsScreen ? 'calc(100vh - 80px)' : undefined,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label ?? t`Loading...`}</Typography>
    </Box>
  );
}
