import { Box, Link, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { CorporateApplicationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { PriorityChip, priorityLabel } from '../../../../components/priority-chip';
import {
  compactOnPhones,
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../../components/lists/responsive-table-head';
import { formatDate } from '../../../../lib/format';
import { StatusChip } from '../../../../components/applications/status-chip';
import { TripChip } from '../../../../components/applications/trip-chip';
import { PersonText } from '../person-text';
import { VisaTypeFacts } from './visa-type-facts';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns: TableColumn[] = [
  { label: 'Employee', shownFrom: 'sm' },
  { label: 'Destination' },
  { label: 'Visa Type', shownFrom: 'lg' },
  { label: 'Purpose', shownFrom: 'lg' },
  { label: 'Status' },
  { label: 'Travel Date', shownFrom: 'lg' },
  { label: 'Cost', shownFrom: 'lg', align: 'right' },
  { label: 'Priority', shownFrom: 'lg' },
];

/** Spec: green when approved, red when rejected, otherwise warning. */
const corporateStatusColours = { draft: 'warning', in_review: 'warning' } as const;

/**
 * One page of the company's applications, each opening its case by its destination, with the trip it was
 * filed on; below 1200 px the hidden columns fold under the destination, and on a phone the employee too.
 */
type Props = {
  applications: CorporateApplicationView[];
  /** Lists a trip's employees together, by its reference (T-…). */
  onShowTrip: (tripReference: string) => void;
};

export function CorporateApplicationsTable({ applications, onShowTrip }: Props) {
  return (
    <TableScroller label="Visa applications">
      <Table aria-label="Visa applications" size="small" sx={compactOnPhones}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {applications.map((application) => (
            <TableRow key={application.id} hover>
              <TableCell sx={shownFrom('sm')}>
                <PersonText name={application.employeeName} email={application.employeeEmail} />
              </TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/applications/${application.id}`}
                  aria-label={`Open the ${application.destination} application of ${application.employeeName}`}
                  sx={{ fontWeight: 600 }}
                >
                  {application.destination}
                </Link>
                <Box sx={foldedBelow('sm')}>
                  <PersonText name={application.employeeName} email={application.employeeEmail} />
                </Box>
                <Box>
                  <TripChip application={application} onShowTrip={onShowTrip} />
                </Box>
                <Box sx={{ ...foldedBelow('lg'), typography: 'body2' }}>
                  <VisaTypeFacts {...application} />
                </Box>
                <FoldedFacts below="lg">{application.purpose}</FoldedFacts>
                <FoldedFacts below="lg">
                  {application.travelDate ? formatDate(application.travelDate, 'short') : 'No date'} ·{' '}
                  {formatMoney(application.cost, application.currency)} ·{' '}
                  {priorityLabel(application.priority)} priority
                </FoldedFacts>
              </TableCell>
              <TableCell sx={shownFrom('lg')}>
                <VisaTypeFacts {...application} />
              </TableCell>
              <TableCell sx={shownFrom('lg')}>
                <Box
                  title={application.purpose}
                  sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {application.purpose}
                </Box>
              </TableCell>
              <TableCell>
                <StatusChip status={application.status} palette={corporateStatusColours} />
              </TableCell>
              <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }}>
                {application.travelDate ? formatDate(application.travelDate, 'short') : '—'}
              </TableCell>
              <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }} align="right">
                {formatMoney(application.cost, application.currency)}
              </TableCell>
              <TableCell sx={shownFrom('lg')}>
                <PriorityChip priority={application.priority} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
