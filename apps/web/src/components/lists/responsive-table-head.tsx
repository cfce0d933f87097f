import { TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ListSort } from '../../lib/use-list-sort';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

export type TableColumn = {
  label: string;
  shownFrom?: Breakpoint;
  align?: 'right';
  /** The API field this column sorts by, when it can be sorted. */
  sortField?: string;
};

/** A cell's style when its column shows from `breakpoint` up; narrower screens fold its content elsewhere. */
export const shownFrom = (breakpoint: Breakpoint | undefined) =>
  breakpoint ? { display: { xs: 'none', [breakpoint]: 'table-cell' } } : undefined;

/** Content shown in another cell only below `breakpoint`, where its own column is hidden (see shownFrom). */
export const foldedBelow = (breakpoint: Breakpoint) => ({ display: { xs: 'block', [breakpoint]: 'none' } });

/** A line of facts under a row's first cell, shown only below `breakpoint`, where their columns hide. */
export function FoldedFacts({ below, children }: { below: Breakpoint; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={foldedBelow(below)}>
      {children}
    </Typography>
  );
}

/** A table's style that narrows the gaps between its cells on phones, so the columns kept there have room. */
export const compactOnPhones = {
  '& th, & td': { px: { xs: 1, sm: 2 } },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
};

type Props = {
  columns: TableColumn[];
  /** Makes the columns with a `sortField` sortable: their header is a button, the sorted one has aria-sort. */
  sorting?: ListSort;
  /** Cells before the columns, e.g. a select-all checkbox. */
  leading?: ReactNode;
};

/** The header row of a table whose less important columns hide on small screens. */
export function ResponsiveTableHead({ columns, sorting, leading }: Props) {
  return (
    <TableHead>
      <TableRow>
        {leading}
        {columns.map((column) => {
          const isSorted = Boolean(sorting && column.sortField && sorting.sort === column.sortField);
          return (
            <TableCell
              key={column.label}
              align={column.align}
              sx={shownFrom(column.shownFrom)}
              sortDirection={isSorted ? sorting?.order : false}
            >
              {sorting && column.sortField ? (
                <TableSortLabel
                  active={isSorted}
                  direction={isSorted ? sorting.order : 'asc'}
                  onClick={() => column.sortField && sorting.sortBy(column.sortField)}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
