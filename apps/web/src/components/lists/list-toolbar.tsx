import { Box } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  /** The grid columns from the sm breakpoint up, e.g. 'minmax(0, 1fr) 220px'; one column on a phone. */
  columns: string;
  children: ReactNode;
};

/** The filters and actions above a list. */
export function ListToolbar({ columns, children }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        pb: 0,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: columns },
      }}
    >
      {children}
    </Box>
  );
}
