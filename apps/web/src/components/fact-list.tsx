import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { children: ReactNode; columns?: number; gap?: number };

/** A definition list laid out as a grid: one column on phones, `columns` (2) from the sm breakpoint. */
export function FactList({ children, columns = 2, gap = 2 }: Props) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

/** One label and its value in a `FactList`. */
export function FactItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
