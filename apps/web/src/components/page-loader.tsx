import { Box, CircularProgress, Typography } from '@mui/material';

/** Full-area wait state: a spinner and a short text, announced to screen readers. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
