import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { TableScroller } from '../../../../components/lists/table-scroller';
import { arrivalText, passportFactsText, photoText, validityText } from './entry-conditions-text';
import { RecordedSource } from '../recorded-source';

type Row = EntryConditionsRecordView;

const columns = [
  { label: msg`Destination` },
  { label: msg`Passport` },
  {
    label: msg({ message: 'On arrival', comment: 'what a traveller must show at the border on arrival' }),
    shownFrom: 'md' as const,
  },
  { label: msg`Photo`, shownFrom: 'lg' as const },
  {
    label: msg({ message: 'Source', comment: 'the official page a fact was recorded from' }),
    shownFrom: 'sm' as const,
  },
  { label: msg`Actions`, align: 'right' as const },
];

/** The chip of a row that ships with VisaBridge (edited, never deleted). */
const shippedName = msg({
  message: 'Shipped',
  comment: 'chip: this row ships with VisaBridge (built-in data), as opposed to one an admin added',
});

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
  const { t } = useLingui();
  const destination = row.appliesTo;
  return (
    <RecordedSource
      href={row.source}
      label={t`Source of entry conditions for ${destination}`}
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
  const { t, i18n } = useLingui();
  return (
    <TableScroller label={t`Entry conditions`}>
      <Table aria-label={t`Entry conditions`} size="small" sx={{ minWidth: { lg: 1000 } }}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {rows.map((row) => {
            const destination = row.appliesTo;
            const photo = photoText(i18n, row);
            const arrival = arrivalText(i18n, row);
            return (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Box
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, columnGap: 1 }}
                  >
                    {row.appliesTo}
                    {row.isShipped && <Chip size="small" variant="outlined" label={t(shippedName)} />}
                  </Box>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {validityText(i18n, row)}
                  </Typography>
                  <Facts lines={passportFactsText(i18n, row)} />
                  <FoldedFacts below="md">{arrival.join('. ')}</FoldedFacts>
                  <FoldedFacts below="lg">{t`Photo: ${photo}`}</FoldedFacts>
                  <Box sx={foldedBelow('sm')}>
                    <Source row={row} />
                  </Box>
                </TableCell>
                <TableCell sx={shownFrom('md')}>
                  <Facts lines={arrival} />
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{photo}</TableCell>
                <TableCell sx={shownFrom('sm')}>
                  <Source row={row} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t({ message: 'Edit', comment: 'button: edit a row of a table' })}>
                    <IconButton
                      aria-label={t`Edit entry conditions for ${destination}`}
                      onClick={() => onEdit(row)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  {!row.isShipped && (
                    <Tooltip title={t({ message: 'Delete', comment: 'button: delete a row of a table' })}>
                      <IconButton
                        aria-label={t`Delete entry conditions for ${destination}`}
                        color="error"
                        onClick={() => onDelete(row)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
