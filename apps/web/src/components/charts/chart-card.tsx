import { useLingui } from '@lingui/react/macro';
import InsightsIcon from '@mui/icons-material/Insights';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { EmptyState } from '../lists/empty-state';

export type ChartTable = { headers: string[]; rows: (string | number)[][] };

type Props = {
  id: string;
  title: string;
  /** One visible sentence saying what the chart shows, e.g. the total and the average. */
  summary: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyMessage: string | null;
  /** The chart's data for screen readers, which skip the drawing. */
  table: ChartTable;
  children: ReactNode;
};

/** A chart with its heading and summary; screen readers get its data as a table instead of the drawing. */
export function ChartCard({ id, title, summary, emptyMessage, table, children }: Props) {
  const { t } = useLingui();
  const titleId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
        {emptyMessage ? (
          <EmptyState icon={InsightsIcon} title={t`Nothing to show yet`} isCompact>
            {emptyMessage}
          </EmptyState>
        ) : (
          <>
            <Box aria-hidden="true">{children}</Box>
            {/* Hidden by a 1 px box: a table given 1 px keeps its content's width and widens the page. */}
            <Box sx={visuallyHidden}>
              <Table aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    {table.headers.map((header) => (
                      <TableCell key={header}>{header}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row) => (
                    <TableRow key={String(row[0])}>
                      {row.map((cell, index) => (
                        <TableCell key={table.headers[index]}>{cell}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
