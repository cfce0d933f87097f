import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { localDayOf } from '@visabridge/contract';
import type { EntryRuleView } from '@visabridge/contract';
import {
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { TableScroller } from '../../../../components/lists/table-scroller';
import { purposeNames } from '../../../../components/visa/purpose-names';
import { visaCategoryNames } from '../../../../components/visa/visa-category-names';
import { currentFeeText, inForceText } from '../entry-rule-text';
import { RecordedSource } from '../recorded-source';
import type { EntryRuleScope } from './use-entry-rule-scope';

const columns = [
  { label: msg`Destination` },
  { label: msg`Passports`, shownFrom: 'md' as const },
  { label: msg({ message: 'Rule', comment: 'table column: an entry rule' }) },
  {
    label: msg({ message: 'In force', comment: 'table column: the dates an entry rule applies' }),
    shownFrom: 'sm' as const,
  },
  { label: msg`Fee today`, shownFrom: 'lg' as const },
  {
    label: msg({ message: 'Source', comment: 'the official page a fact was recorded from' }),
    shownFrom: 'lg' as const,
  },
  { label: msg`Actions`, align: 'right' as const },
];

/** The chip of a rule that ships with VisaBridge (ended, never deleted). */
const shippedName = msg({
  message: 'Shipped',
  comment: 'chip: this row ships with VisaBridge (built-in data), as opposed to one an admin added',
});

type Props = {
  rules: EntryRuleView[];
  scopeOf: (rule: EntryRuleView) => EntryRuleScope;
  onEdit: (rule: EntryRuleView) => void;
  onEnd: (rule: EntryRuleView) => void;
  onDelete: (rule: EntryRuleView) => void;
};

/** A long list of exceptions (ETIAS excepts every EU passport) by its count, a short one by name. */
const exceptionsText = (i18n: I18n, rule: EntryRuleView, scope: EntryRuleScope) => {
  const exceptionCount = rule.passportExceptions.length;
  const { exceptions } = scope;
  return exceptionCount > 3
    ? i18n._(
        msg({
          message: plural(exceptionCount, { one: 'except # nationality', other: 'except # nationalities' }),
          comment: 'the passports an entry rule does not cover, by their number',
        }),
      )
    : i18n._(
        msg({
          message: `except ${exceptions}`,
          comment: "the passports an entry rule does not cover, by their countries' names",
        }),
      );
};

function Passports({ rule, scope }: { rule: EntryRuleView; scope: EntryRuleScope }) {
  const { i18n } = useLingui();
  return (
    <>
      {scope.passports}
      {rule.passportExceptions.length > 0 && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {exceptionsText(i18n, rule, scope)}
        </Typography>
      )}
    </>
  );
}

function Source({ rule, scope }: { rule: EntryRuleView; scope: EntryRuleScope }) {
  const { t } = useLingui();
  const ruleName = scope.name;
  return <RecordedSource href={rule.source} label={t`Source of ${ruleName}`} {...rule} />;
}

/** 'ETA', or 'e-Visa for Tourism, Business' when the rule names purposes. */
function CategoryText({ rule }: { rule: EntryRuleView }) {
  const { t } = useLingui();
  const category = t(visaCategoryNames[rule.category]);
  if (rule.purposes.length === 0) return category;
  const purposeList = rule.purposes.map((purpose) => t(purposeNames[purpose])).join(', ');
  return t({
    message: `${category} for ${purposeList}`,
    comment: "an entry rule's category, then the purposes of the trip it applies to",
  });
}

/**
 * Every dated entry rule with Edit, End and, for an admin's own rule, Delete (a shipped rule would come back
 * on the next start, so it is only ended). On narrower screens passports, dates, fee and source fold under the rule.
 */
export function EntryRulesTable({ rules, scopeOf, onEdit, onEnd, onDelete }: Props) {
  const { t, i18n } = useLingui();
  const today = localDayOf();
  return (
    <TableScroller label={t`Entry rules`}>
      <Table aria-label={t`Entry rules`} size="small" sx={{ minWidth: { lg: 1100 } }}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {rules.map((rule) => {
            const scope = scopeOf(rule);
            const fee = currentFeeText(i18n, rule.fees, today);
            const inForce = inForceText(i18n, rule);
            const ruleName = scope.name;
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
                    {rule.isShipped && <Chip size="small" variant="outlined" label={t(shippedName)} />}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    <CategoryText rule={rule} />
                  </Typography>
                  <FoldedFacts below="md">
                    <Passports rule={rule} scope={scope} />
                  </FoldedFacts>
                  <FoldedFacts below="sm">{inForce}</FoldedFacts>
                  <Box sx={foldedBelow('lg')}>
                    <Typography variant="body2" color="text.secondary">
                      {t`Fee today: ${fee}`}
                    </Typography>
                    <Source rule={rule} scope={scope} />
                  </Box>
                </TableCell>
                <TableCell sx={shownFrom('sm')}>{inForce}</TableCell>
                <TableCell sx={shownFrom('lg')}>{fee}</TableCell>
                <TableCell sx={shownFrom('lg')}>
                  <Source rule={rule} scope={scope} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t({ message: 'Edit', comment: 'button: edit a row of a table' })}>
                    <IconButton aria-label={t`Edit ${ruleName}`} onClick={() => onEdit(rule)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip
                    title={t({ message: 'End', comment: 'button: end an entry rule (give it a last day)' })}
                  >
                    <IconButton
                      aria-label={t({
                        message: `End ${ruleName}`,
                        comment: 'button: end the entry rule named',
                      })}
                      onClick={() => onEnd(rule)}
                    >
                      <EventBusyIcon />
                    </IconButton>
                  </Tooltip>
                  {!rule.isShipped && (
                    <Tooltip title={t({ message: 'Delete', comment: 'button: delete a row of a table' })}>
                      <IconButton
                        aria-label={t`Delete ${ruleName}`}
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
