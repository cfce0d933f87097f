import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, IconButton, Link, Table, TableBody, TableCell, TableRow, Tooltip } from '@mui/material';
import { purposeLabels, visaCategoryLabels } from '@visabridge/contract';
import type { VisaPolicyListItem } from '@visabridge/contract';
import { ResponsiveTableHead } from '../../../components/responsive-table-head';
import { CountryName } from '../../../components/visa/country-name';
import { formatDate } from '../../../lib/format';
import { policyScopeOf } from './policy-options';
import { TableScroller } from '../../../components/table-scroller';

const columns = [
  { label: 'Destination' },
  { label: 'Nationality' },
  { label: 'Purpose' },
  { label: 'Category' },
  { label: 'Fee', align: 'right' as const },
  { label: 'Processing' },
  { label: 'Last verified' },
  { label: 'Source' },
  { label: 'Actions' },
];

type Props = {
  policies: VisaPolicyListItem[];
  onEdit: (policy: VisaPolicyListItem) => void;
  onDelete: (policy: VisaPolicyListItem) => void;
};

/**
 * One page of curated policies with Edit and Delete. It fits a 1280 px screen (names, processing times
 * and sources wrap); narrower screens scroll it sideways.
 */
export function VisaPoliciesTable({ policies, onEdit, onDelete }: Props) {
  return (
    <TableScroller label="Visa policies">
      <Table
        aria-label="Visa policies"
        size="small"
        sx={{
          minWidth: 1000,
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
                </TableCell>
                <TableCell>
                  {policy.nationality ? <CountryName country={policy.nationality} /> : 'All nationalities'}
                </TableCell>
                <TableCell>{purposeLabels[policy.purpose]}</TableCell>
                <TableCell>{visaCategoryLabels[policy.category]}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {policy.fee}
                </TableCell>
                <TableCell>{policy.processingTime}</TableCell>
                <TableCell>
                  {policy.lastVerifiedAt ? formatDate(policy.lastVerifiedAt, 'short') : '—'}
                </TableCell>
                <TableCell>
                  {policy.source ? (
                    <Link
                      href={policy.source}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Source of the policy for ${scope} (opens in a new tab)`}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {new URL(policy.source).hostname}
                      <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
                    </Link>
                  ) : (
                    '—'
                  )}
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
