import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatMoney, type VisaPolicyListItem } from '@visabridge/contract';
import {
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { CountryName } from '../../../../components/visa/country-name';
import { purposeNames } from '../../../../components/visa/purpose-names';
import { visaCategoryNames } from '../../../../components/visa/visa-category-names';
import { formatDate } from '../../../../lib/format';
import { policyScopeOf } from './policy-options';
import { SourceLink } from '../source-link';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns = [
  { label: msg`Destination` },
  { label: msg`Nationality`, shownFrom: 'sm' as const },
  { label: msg`Purpose`, shownFrom: 'lg' as const },
  { label: msg`Category`, shownFrom: 'lg' as const },
  {
    label: msg({ message: 'Fee', comment: "table column: a visa policy's government fee" }),
    align: 'right' as const,
    shownFrom: 'sm' as const,
  },
  {
    label: msg({ message: 'Processing', comment: 'table column: how long a visa takes to process' }),
    shownFrom: 'lg' as const,
  },
  {
    label: msg({
      message: 'Last verified',
      comment: 'the date a visa policy was last checked against its source',
    }),
    shownFrom: 'lg' as const,
  },
  {
    label: msg({ message: 'Source', comment: 'the official page a fact was recorded from' }),
    shownFrom: 'lg' as const,
  },
  { label: msg`Actions` },
];

type Props = {
  policies: VisaPolicyListItem[];
  onEdit: (policy: VisaPolicyListItem) => void;
  onDelete: (policy: VisaPolicyListItem) => void;
};

/** The page a policy was taken from, opening in a new tab. */
function PolicySourceLink({ source, policyName }: { source: string; policyName: string }) {
  const { t } = useLingui();
  return <SourceLink href={source} label={t`Source of the policy for ${policyName}`} />;
}

/**
 * One page of curated policies with Edit and Delete. It fits a 1280 px screen (names, processing times
 * and sources wrap). Narrower screens keep the destination and the actions, with nationality, purpose,
 * category and fee under the destination, and below 1200 px processing time, verification and source too.
 */
export function VisaPoliciesTable({ policies, onEdit, onDelete }: Props) {
  const { t, i18n } = useLingui();
  return (
    <TableScroller label={t`Visa policies`}>
      <Table
        aria-label={t`Visa policies`}
        size="small"
        sx={{
          minWidth: { lg: 1000 },
          '& td:is(:nth-of-type(5), :nth-of-type(7), :last-of-type)': { whiteSpace: 'nowrap' },
        }}
      >
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {policies.map((policy) => {
            const policyName = policyScopeOf(i18n, policy);
            const { fee } = policy;
            const nationality = policy.nationality && <CountryName country={policy.nationality} />;
            const verifiedOn = policy.lastVerifiedAt && formatDate(policy.lastVerifiedAt, 'short');
            return (
              <TableRow key={policy.id} hover>
                <TableCell>
                  <Box
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, columnGap: 1 }}
                  >
                    <CountryName country={policy.destinationCountry} />
                    {policy.isSample && (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="warning"
                        label={t({
                          message: 'Sample data',
                          comment: 'a visa policy from the demo set-up, not checked',
                        })}
                      />
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                    {nationality ? (
                      <Trans comment="a visa policy's nationality, then its fee">
                        For {nationality}, {fee}
                      </Trans>
                    ) : (
                      <Trans comment="a visa policy for every nationality, then its fee">
                        For all nationalities, {fee}
                      </Trans>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('lg')}>
                    {t(purposeNames[policy.purpose])}, {t(visaCategoryNames[policy.category])}
                  </Typography>
                  <FoldedFacts below="lg">
                    {policy.processingTime} ·{' '}
                    {verifiedOn
                      ? t({
                          message: `Verified ${verifiedOn}`,
                          comment: 'the date a visa policy was last checked against its source',
                        })
                      : t({
                          message: 'Not verified',
                          context: 'visa policy',
                          comment: 'a visa policy never checked against its source',
                        })}
                    {policy.source && (
                      <>
                        {' · '}
                        <PolicySourceLink source={policy.source} policyName={policyName} />
                      </>
                    )}
                  </FoldedFacts>
                </TableCell>
                <TableCell sx={shownFrom('sm')}>{nationality || <Trans>All nationalities</Trans>}</TableCell>
                <TableCell sx={shownFrom('lg')}>{t(purposeNames[policy.purpose])}</TableCell>
                <TableCell sx={shownFrom('lg')}>{t(visaCategoryNames[policy.category])}</TableCell>
                <TableCell align="right" sx={{ ...shownFrom('sm'), fontWeight: 600 }}>
                  {formatMoney(policy.feeAmount, policy.currency)}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{policy.processingTime}</TableCell>
                <TableCell sx={shownFrom('lg')}>{verifiedOn || '—'}</TableCell>
                <TableCell sx={shownFrom('lg')}>
                  {policy.source ? <PolicySourceLink source={policy.source} policyName={policyName} /> : '—'}
                </TableCell>
                <TableCell>
                  <Tooltip title={t({ message: 'Edit', comment: 'button: edit a row of a table' })}>
                    <IconButton
                      aria-label={t`Edit the policy for ${policyName}`}
                      onClick={() => onEdit(policy)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t({ message: 'Delete', comment: 'button: delete a row of a table' })}>
                    <IconButton
                      aria-label={t`Delete the policy for ${policyName}`}
                      color="error"
                      onClick={() => onDelete(policy)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
