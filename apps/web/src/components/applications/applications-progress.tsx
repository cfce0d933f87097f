import { Box, LinearProgress, Typography } from '@mui/material';

/** The application's derived progress (0-100) as a bar with its percentage. */
export function ApplicationsProgress({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        color={value === 100 ? 'success' : 'primary'}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 36, textAlign: 'right' }}>
        {value}%
      </Typography>
    </Box>
  );
}
