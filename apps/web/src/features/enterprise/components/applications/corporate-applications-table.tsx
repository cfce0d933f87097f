import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Link, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { CorporateApplicationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { PriorityChip } from '../../../../components/applications/priority-chip';
import { priorityNames } from '../../../../components/applications/priority-names';
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

const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg({ message: 'Employee', comment: 'table column' }), shownFrom: 'sm' },
  { label: msg({ message: 'Destination', comment: 'table column: the country travelled to' }) },
  { label: msg`Visa Type`, shownFrom: 'lg' },
  { label: msg({ message: 'Purpose', comment: 'table column: the purpose of the trip' }), shownFrom: 'lg' },
  { label: msg({ message: 'Status', comment: 'table column' }) },
  { label: msg`Travel Date`, shownFrom: 'lg' },
  {
    label: msg({ message: 'Cost', comment: 'table column: what an application costs' }),
    shownFrom: 'lg',
    align: 'right',
  },
  { label: msg`Priority`, shownFrom: 'lg' },
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
  const { t } = useLingui();
  return (
    <TableScroller label={t`Visa applications`}>
      <Table aria-label={t`Visa applications`} size="small" sx={compactOnPhones}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {applications.map((application) => {
            const { destination, employeeName } = application;
            const priorityName = t(priorityNames[application.priority]);
            return (
              <TableRow key={application.id} hover>
                <TableCell sx={shownFrom('sm')}>
                  <PersonText name={application.employeeName} email={application.employeeEmail} />
                </TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/applications/${application.id}`}
                    aria-label={t({
                      message: `Open the ${destination} application of ${employeeName}`,
                      comment:
                        'link name: opens the application to {destination} (a country) filed for {employeeName}',
                    })}
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
                    {application.travelDate
                      ? formatDate(application.travelDate, 'short')
                      : t({ message: 'No date', comment: 'an application with no travel date' })}{' '}
                    · {formatMoney(application.cost, application.currency)} ·{' '}
                    {t({
                      message: `${priorityName} priority`,
                      comment: "an application's priority: Urgent priority",
                    })}
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
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
