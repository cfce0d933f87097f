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
import { purposeLabels, visaCategoryLabels } from '@visabridge/contract';
import type { VisaPolicyListItem } from '@visabridge/contract';
import {
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { CountryName } from '../../../../components/visa/country-name';
import { formatDate } from '../../../../lib/format';
import { policyScopeOf } from './policy-options';
import { SourceLink } from '../source-link';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns = [
  { label: 'Destination' },
  { label: 'Nationality', shownFrom: 'sm' as const },
  { label: 'Purpose', shownFrom: 'lg' as const },
  { label: 'Category', shownFrom: 'lg' as const },
  { label: 'Fee', align: 'right' as const, shownFrom: 'sm' as const },
  { label: 'Processing', shownFrom: 'lg' as const },
  { label: 'Last verified', shownFrom: 'lg' as const },
  { label: 'Source', shownFrom: 'lg' as const },
  { label: 'Actions' },
];

type Props = {
  policies: VisaPolicyListItem[];
  onEdit: (policy: VisaPolicyListItem) => void;
  onDelete: (policy: VisaPolicyListItem) => void;
};

/** The page a policy was taken from, opening in a new tab. */
const PolicySourceLink = ({ source, scope }: { source: string; scope: string }) => (
  <SourceLink href={source} label={`Source of the policy for ${scope}`} />
);

/**
 * One page of curated policies with Edit and Delete. It fits a 1280 px screen (names, processing times
 * and sources wrap). Narrower screens keep the destination and the actions, with nationality, purpose,
 * category and fee under the destination, and below 1200 px processing time, verification and source too.
 */
export function VisaPoliciesTable({ policies, onEdit, onDelete }: Props) {
  return (
    <TableScroller label="Visa policies">
      <Table
        aria-label="Visa policies"
        size="small"
        sx={{
          minWidth: { lg: 1000 },
          '& td:is(:nth-of-type(5), :nth-of-type(7), :last-of-type)': { whiteSpace: 'nowrap' },
        }}
      >
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {policies.map((policy) => {
            const scope = policyScopeOf(policy);
            return (
              <TableRow key={policy.id} hover>
                <TableCell>
                  <Box
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, columnGap: 1 }}
                  >
                    <CountryName country={policy.destinationCountry} />
                    {policy.isSample && (
                      <Chip size="small" variant="outlined" color="warning" label="Sample data" />
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                    For{' '}
                    {policy.nationality ? <CountryName country={policy.nationality} /> : 'all nationalities'},{' '}
                    {policy.fee}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('lg')}>
                    {purposeLabels[policy.purpose]}, {visaCategoryLabels[policy.category]}
                  </Typography>
                  <FoldedFacts below="lg">
                    {policy.processingTime} ·{' '}
                    {policy.lastVerifiedAt
                      ? `Verified ${formatDate(policy.lastVerifiedAt, 'short')}`
                      : 'Not verified'}
                    {policy.source && (
                      <>
                        {' · '}
                        <PolicySourceLink source={policy.source} scope={scope} />
                      </>
                    )}
                  </FoldedFacts>
                </TableCell>
                <TableCell sx={shownFrom('sm')}>
                  {policy.nationality ? <CountryName country={policy.nationality} /> : 'All nationalities'}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{purposeLabels[policy.purpose]}</TableCell>
                <TableCell sx={shownFrom('lg')}>{visaCategoryLabels[policy.category]}</TableCell>
                <TableCell align="right" sx={{ ...shownFrom('sm'), fontWeight: 600 }}>
                  {policy.fee}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{policy.processingTime}</TableCell>
                <TableCell sx={shownFrom('lg')}>
                  {policy.lastVerifiedAt ? formatDate(policy.lastVerifiedAt, 'short') : '—'}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
                  {policy.source ? <PolicySourceLink source={policy.source} scope={scope} /> : '—'}
                </TableCell>
                <TableCell>
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit the policy for ${scope}`} onClick={() => onEdit(policy)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete the policy for ${scope}`}
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
