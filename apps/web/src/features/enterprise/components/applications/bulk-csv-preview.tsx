import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { parseCsv } from '@visabridge/contract';
import { formatNumber } from '../../../../lib/format';
import { TableScroller } from '../../../../components/lists/table-scroller';

const previewCount = 10;
const titleId = 'bulk-preview-title';

type Props = {
  /** The parsed file: its header row, then one row per application. */
  rows: ReturnType<typeof parseCsv>;
  /** The lines the last upload found problems on. */
  problemLines: ReadonlySet<number>;
};

/** The first rows of the file under its own header, each with its line; rows with problems marked. */
export function BulkCsvPreview({ rows, problemLines }: Props) {
  const { t } = useLingui();
  const [header, ...applications] = rows;
  if (!header) return null;
  const shown = applications.slice(0, previewCount);
  const applicationTotal = applications.length;
  const applicationCount = formatNumber(applicationTotal);
  const shownCount = shown.length;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle2">
        {t({
          message: plural(applicationTotal, {
            one: `Preview: ${applicationCount} application`,
            other: `Preview: ${applicationCount} applications`,
          }),
          comment: 'heading of the first rows of an uploaded file of applications',
        })}
      </Typography>
      {applications.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          <Trans>
            The first {shownCount} of {applicationTotal} rows are shown.
          </Trans>
        </Typography>
      )}
      <TableScroller
        labelledBy={titleId}
        sx={{ mt: 1, maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans comment="table column: the line of the file a row is on">Line</Trans>
              </TableCell>
              {header.cells.map((cell, column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ line, cells }) => {
              const hasProblem = problemLines.has(line);
              return (
                <TableRow key={line} sx={hasProblem ? { bgcolor: 'action.selected' } : undefined}>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: hasProblem ? 'error.main' : undefined }}>
                    {line}
                    {hasProblem && (
                      <ErrorIcon
                        titleAccess={t`Has problems`}
                        fontSize="inherit"
                        sx={{ ml: 0.5, verticalAlign: 'middle' }}
                      />
                    )}
                  </TableCell>
                  {header.cells.map((_, column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                      {cells[column] ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroller>
    </Box>
  );
}
