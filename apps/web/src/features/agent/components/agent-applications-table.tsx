import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { PriorityChip } from '../../../components/priority-chip';
import {
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../components/lists/responsive-table-head';
import type { ListSort } from '../../../lib/use-list-sort';
import { StatusChip } from '../../../components/applications/status-chip';
import { TripChip } from '../../../components/applications/trip-chip';
import { AgentRowActions } from './agent-row-actions';
import type { ApplicationActions } from './agent-row-actions';
import { assignedText, documentsCovered, lastContactText, openRequestsText } from './application-row-text';
import { ClientContact } from './client-contact';
import { TableScroller } from '../../../components/lists/table-scroller';

const columns: TableColumn[] = [
  { label: 'Reference', sortField: 'reference' },
  { label: 'Client', sortField: 'applicant' },
  { label: 'Destination', sortField: 'destination' },
  { label: 'Visa Type', sortField: 'visaType', shownFrom: 'lg' },
  { label: 'Status', sortField: 'status' },
  { label: 'Priority', sortField: 'priority', shownFrom: 'lg' },
  { label: 'Assigned', sortField: 'assignedAt', shownFrom: 'lg' },
  { label: 'Last contact', sortField: 'lastContact', shownFrom: 'lg' },
  { label: 'Documents', sortField: 'documents' },
  { label: 'Actions' },
];

type Props = ApplicationActions & {
  applications: StaffApplicationListItem[];
  sorting: ListSort;
  onShowTrip: (tripReference: string) => void;
};

/**
 * The agent's applications as a table (from 900 px; cards below). Below 1200 px the visa type folds under
 * the destination, the priority under the status, and when the case was assigned and last contacted under
 * the reference. A trip traveller's trip sits under the client, where the column has room for it on one line.
 */
export function AgentApplicationsTable({ applications, sorting, onShowTrip, ...actions }: Props) {
  return (
    <TableScroller label="My assigned applications">
      <Table
        aria-label="My assigned applications"
        size="small"
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
      >
        <ResponsiveTableHead columns={columns} sorting={sorting} />
        <TableBody>
          {applications.map((application) => {
            const requests = openRequestsText(application);
            return (
              <TableRow key={application.id} hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {application.referenceNumber}
                  </Typography>
                  <FoldedFacts below="lg">Assigned {assignedText(application)}</FoldedFacts>
                  <FoldedFacts below="lg">Last contact: {lastContactText(application)}</FoldedFacts>
                </TableCell>
                <TableCell sx={{ minWidth: 210, maxWidth: 260 }}>
                  <ClientContact application={application} />
                  <TripChip application={application} onShowTrip={onShowTrip} />
                </TableCell>
                <TableCell>
                  {application.destination}
                  <FoldedFacts below="lg">{application.visaTypeName}</FoldedFacts>
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{application.visaTypeName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <StatusChip status={application.status} />
                  <Box sx={{ ...foldedBelow('lg'), mt: 0.5 }}>
                    <PriorityChip priority={application.priority} />
                  </Box>
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
                  <PriorityChip priority={application.priority} />
                </TableCell>
                <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }}>
                  {assignedText(application)}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{lastContactText(application)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {documentsCovered(application.documentsUploaded, application.documentsRequired)}
                  {requests && (
                    <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                      {requests}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <AgentRowActions application={application} {...actions} isCompact />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
