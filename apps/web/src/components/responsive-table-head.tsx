import { TableCell, TableHead, TableRow } from '@mui/material';

type Breakpoint = 'sm' | 'md';

export type TableColumn = { label: string; shownFrom?: Breakpoint; align?: 'right' };

/** A cell's style when its column shows from `breakpoint` up; narrower screens fold its content elsewhere. */
export const shownFrom = (breakpoint: Breakpoint | undefined) =>
  breakpoint ? { display: { xs: 'none', [breakpoint]: 'table-cell' } } : undefined;

/** The header row of a table whose less important columns hide on small screens. */
export function ResponsiveTableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.label} align={column.align} sx={shownFrom(column.shownFrom)}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
