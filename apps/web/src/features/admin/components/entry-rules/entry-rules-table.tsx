import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
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
import { localDayOf, purposeLabels, visaCategoryLabels } from '@visabridge/contract';
import type { EntryRuleView } from '@visabridge/contract';
import {
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../../components/lists/responsive-table-head';
import { TableScroller } from '../../../../components/lists/table-scroller';
import { currentFeeText, inForceText } from '../entry-rule-text';
import { RecordedSource } from '../recorded-source';
import type { EntryRuleScope } from './use-entry-rule-scope';

const columns: TableColumn[] = [
  { label: 'Destination' },
  { label: 'Passports', shownFrom: 'md' },
  { label: 'Rule' },
  { label: 'In force', shownFrom: 'sm' },
  { label: 'Fee today', shownFrom: 'lg' },
  { label: 'Source', shownFrom: 'lg' },
  { label: 'Actions', align: 'right' },
];

type Props = {
  rules: EntryRuleView[];
  scopeOf: (rule: EntryRuleView) => EntryRuleScope;
  onEdit: (rule: EntryRuleView) => void;
  onEnd: (rule: EntryRuleView) => void;
  onDelete: (rule: EntryRuleView) => void;
};

/** A long list of exceptions (ETIAS excepts every EU passport) by its count, a short one by name. */
const exceptionsText = (rule: EntryRuleView, scope: EntryRuleScope) =>
  rule.passportExceptions.length > 3
    ? `except ${rule.passportExceptions.length} nationalities`
    : `except ${scope.exceptions}`;

function Passports({ rule, scope }: { rule: EntryRuleView; scope: EntryRuleScope }) {
  return (
    <>
      {scope.passports}
      {rule.passportExceptions.length > 0 && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {exceptionsText(rule, scope)}
        </Typography>
      )}
    </>
  );
}

function Source({ rule, scope }: { rule: EntryRuleView; scope: EntryRuleScope }) {
  return <RecordedSource href={rule.source} label={`Source of ${scope.name}`} {...rule} />;
}

/**
 * Every dated entry rule with Edit, End and, for an admin's own rule, Delete (a shipped rule would come back
 * on the next start, so it is only ended). On narrower screens passports, dates, fee and source fold under the rule.
 */
export function EntryRulesTable({ rules, scopeOf, onEdit, onEnd, onDelete }: Props) {
  const today = localDayOf();
  return (
    <TableScroller label="Entry rules">
      <Table aria-label="Entry rules" size="small" sx={{ minWidth: { lg: 1100 } }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {rules.map((rule) => {
            const scope = scopeOf(rule);
            const fee = currentFeeText(rule.fees, today);
            return (
              <TableRow key={rule.id} hover>
                <TableCell>{scope.destination}</TableCell>
                <TableCell sx={shownFrom('md')}>
                  <Passports rule={rule} scope={scope} />
                </TableCell>
                <TableCell>
                  <Box
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, columnGap: 1 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {rule.authorisationName}
                    </Typography>
                    {rule.isShipped && <Chip size="small" variant="outlined" label="Shipped" />}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {visaCategoryLabels[rule.category]}
                    {rule.purposes.length > 0 &&
                      ` for ${rule.purposes.map((purpose) => purposeLabels[purpose]).join(', ')}`}
                  </Typography>
                  <FoldedFacts below="md">
                    <Passports rule={rule} scope={scope} />
                  </FoldedFacts>
                  <FoldedFacts below="sm">{inForceText(rule)}</FoldedFacts>
                  <Box sx={foldedBelow('lg')}>
                    <Typography variant="body2" color="text.secondary">
                      Fee today: {fee}
                    </Typography>
                    <Source rule={rule} scope={scope} />
                  </Box>
                </TableCell>
                <TableCell sx={shownFrom('sm')}>{inForceText(rule)}</TableCell>
                <TableCell sx={shownFrom('lg')}>{fee}</TableCell>
                <TableCell sx={shownFrom('lg')}>
                  <Source rule={rule} scope={scope} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${scope.name}`} onClick={() => onEdit(rule)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="End">
                    <IconButton aria-label={`End ${scope.name}`} onClick={() => onEnd(rule)}>
                      <EventBusyIcon />
                    </IconButton>
                  </Tooltip>
                  {!rule.isShipped && (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${scope.name}`}
                        color="error"
                        onClick={() => onDelete(rule)}
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
