import { Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A note above an operator's text shown in English because it is not yet written in the page's language. */
export function FallbackNote({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Typography
      role="note"
      sx={[
        { px: 2, py: 1.5, borderRadius: 1, border: 1, borderColor: 'info.main', bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
