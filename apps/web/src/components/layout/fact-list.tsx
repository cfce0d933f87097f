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

type ItemProps = { label: string; children: ReactNode; isWide?: boolean };

/**
 * One label and its value in a `FactList`; a wide one spans every column. It must be the list's own child:
 * a `dt`/`dd` group wrapped twice is no longer part of the list.
 */
export function FactItem({ label, children, isWide = false }: ItemProps) {
  return (
    <Box sx={isWide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
