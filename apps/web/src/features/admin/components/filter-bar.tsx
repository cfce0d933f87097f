import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list's filters in a row that wraps: the first (usually the search box) takes twice the room, buttons
 * keep their size, and on a phone each filter has a row of its own.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Box
      role="search"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        '& > *': { flex: '1 1 180px', maxWidth: { sm: 320 } },
        '& > :first-of-type:not(:only-child)': { flex: '2 1 260px', maxWidth: 'none' },
        '& > button': { flex: '0 0 auto' },
      }}
    >
      {children}
    </Box>
  );
}
