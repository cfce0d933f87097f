import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { name: string; email: string; badge?: ReactNode };

/**
 * A person's name (with an optional badge beside it) over their email, as table cells show them; a long
 * email breaks rather than widen the table past the screen.
 */
export function PersonText({ name, email, badge }: Props) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {name}
        {badge}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
    </>
  );
}
