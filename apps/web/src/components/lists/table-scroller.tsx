import { TableContainer } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  /** The table's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * The box of a table that scrolls sideways when the screen is narrower than the table: a named region
 * that takes keyboard focus, so the arrow keys can scroll it (WCAG 2.1.1).
 */
export function TableScroller({ label, labelledBy, sx, children }: Props) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy} sx={sx}>
      {children}
    </TableContainer>
  );
}
