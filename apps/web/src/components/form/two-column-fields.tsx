import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Form fields two to a row from the small breakpoint up, one to a row below it, 16 px apart: the fields are
 * its direct children. A CSS grid, so a form needs no grid component's code for it.
 */
export function TwoColumnFields({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
