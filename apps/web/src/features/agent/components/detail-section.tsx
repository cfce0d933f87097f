import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';

type Props = { title: string; children: ReactNode };

/** A titled part of the application-detail dialog, named for screen readers by its heading. */
export function DetailSection({ title, children }: Props) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
