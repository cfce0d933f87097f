import { Box } from '@mui/material';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Props = {
  /** Per breakpoint: a number of equal columns, or a `grid-template-columns` value. */
  columns: Partial<Record<Breakpoint, number | string>>;
  /** The gap between cells, in theme spacing units. */
  gap?: number;
  children: ReactNode;
};

const template = (columns: number | string) =>
  typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns;

/**
 * Cells in columns that follow the screen width, drawn by CSS grid alone: the public pages' shell needs
 * no grid component's code (MUI's Grid works out every cell's width in script).
 */
export function ColumnGrid({ columns, gap = 2, children }: Props) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, value]) => [breakpoint, template(value)]),
  );
  return <Box sx={{ display: 'grid', gridTemplateColumns, gap }}>{children}</Box>;
}
