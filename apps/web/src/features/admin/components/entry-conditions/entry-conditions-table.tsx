import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { EntryConditionsRecordView } from '@visabridge/contract';
import {
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../../components/lists/responsive-table-head';
import { TableScroller } from '../../../../components/lists/table-scroller';
import { arrivalText, passportFactsText, photoText, validityText } from './entry-conditions-text';
import { RecordedSource } from '../recorded-source';

type Row = EntryConditionsRecordView;

const columns: TableColumn[] = [
  { label: 'Destination' },
  { label: 'Passport' },
  { label: 'On arrival', shownFrom: 'md' },
  { label: 'Photo', shownFrom: 'lg' },
  { label: 'Source', shownFrom: 'sm' },
  { label: 'Actions', align: 'right' },
];

type Props = { rows: Row[]; onEdit: (row: Row) => void; onDelete: (row: Row) => void };

/** Lines of secondary text, one fact a line. */
function Facts({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <Typography key={line} variant="body2" color="text.secondary">
      {line}
    </Typography>
  ));
}

function Source({ row }: { row: Row }) {
  return (
    <RecordedSource
      href={row.source}
      label={`Source of entry conditions for ${row.appliesTo}`}
      recordedBy="VisaBridge"
      recordedOn={row.recordedOn}
    />
  );
}

/**
 * Every destination's (or group's) entry conditions with Edit and, for an admin's own row, Delete (a shipped
 * row would come back on the next start, so it is edited). On narrower screens the facts fold under the passport.
 */
export function EntryConditionsTable({ rows, onEdit, onDelete }: Props) {
  return (
    <TableScroller label="Entry conditions">
      <Table aria-label="Entry conditions" size="small" sx={{ minWidth: { lg: 1000 } }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, columnGap: 1 }}>
                  {row.appliesTo}
                  {row.isShipped && <Chip size="small" variant="outlined" label="Shipped" />}
                </Box>
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {validityText(row)}
                </Typography>
                <Facts lines={passportFactsText(row)} />
                <FoldedFacts below="md">{arrivalText(row).join('. ')}</FoldedFacts>
                <FoldedFacts below="lg">Photo: {photoText(row)}</FoldedFacts>
                <Box sx={foldedBelow('sm')}>
                  <Source row={row} />
                </Box>
              </TableCell>
              <TableCell sx={shownFrom('md')}>
                <Facts lines={arrivalText(row)} />
              </TableCell>
              <TableCell sx={shownFrom('lg')}>{photoText(row)}</TableCell>
              <TableCell sx={shownFrom('sm')}>
                <Source row={row} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit entry conditions for ${row.appliesTo}`}
                    onClick={() => onEdit(row)}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                {!row.isShipped && (
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete entry conditions for ${row.appliesTo}`}
                      color="error"
                      onClick={() => onDelete(row)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
