import { Box, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { CorporateApplicationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { PriorityChip } from '../../../components/priority-chip';
import { ResponsiveTableHead, shownFrom } from '../../../components/responsive-table-head';
import type { TableColumn } from '../../../components/responsive-table-head';
import { formatDate } from '../../../lib/format';
import { StatusChip } from '../../applications/components/status-chip';
import { PersonText } from './person-text';
import { VisaTypeFacts } from './visa-type-facts';
import { TableScroller } from '../../../components/table-scroller';

const columns: TableColumn[] = [
  { label: 'Employee' },
  { label: 'Destination' },
  { label: 'Visa Type', shownFrom: 'md' },
  { label: 'Purpose', shownFrom: 'md' },
  { label: 'Status' },
  { label: 'Travel Date', shownFrom: 'sm' },
  { label: 'Cost', shownFrom: 'sm', align: 'right' },
  { label: 'Priority', shownFrom: 'sm' },
];

/**
 * One page of the company's applications, each opening its case by its destination; on a phone the
 * hidden columns fold under the destination.
 */
/** Spec: green when approved, red when rejected, otherwise warning. */
const corporateStatusColours = { draft: 'warning', in_review: 'warning' } as const;

export function CorporateApplicationsTable({ applications }: { applications: CorporateApplicationView[] }) {
  return (
    <TableScroller label="Visa applications">
      <Table aria-label="Visa applications" size="small">
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {applications.map((application) => (
            <TableRow key={application.id} hover>
              <TableCell>
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
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {application.travelDate ? formatDate(application.travelDate, 'short') : 'No date'} ·{' '}
                  {formatMoney(application.cost, application.currency)}
                </Typography>
              </TableCell>
              <TableCell sx={shownFrom('md')}>
                <VisaTypeFacts {...application} />
              </TableCell>
              <TableCell sx={shownFrom('md')}>
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
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                {application.travelDate ? formatDate(application.travelDate, 'short') : '—'}
              </TableCell>
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }} align="right">
                {formatMoney(application.cost, application.currency)}
              </TableCell>
              <TableCell sx={shownFrom('sm')}>
                <PriorityChip priority={application.priority} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
