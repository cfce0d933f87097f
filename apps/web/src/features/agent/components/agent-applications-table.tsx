import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { AgentApplicationView } from '@visabridge/contract';
import { PriorityChip } from '../../../components/priority-chip';
import { ResponsiveTableHead } from '../../../components/responsive-table-head';
import type { TableColumn } from '../../../components/responsive-table-head';
import type { ListSort } from '../../../lib/use-list-sort';
import { StatusChip } from '../../applications/components/status-chip';
import { AgentRowActions } from './agent-row-actions';
import type { ApplicationActions } from './agent-row-actions';
import { assignedText, documentsCovered, lastContactText, openRequestsText } from './application-row-text';
import { ClientContact } from './client-contact';
import { TableScroller } from '../../../components/table-scroller';

const columns: TableColumn[] = [
  { label: 'Reference', sortField: 'reference' },
  { label: 'Client', sortField: 'applicant' },
  { label: 'Destination', sortField: 'destination' },
  { label: 'Visa Type', sortField: 'visaType' },
  { label: 'Status', sortField: 'status' },
  { label: 'Priority', sortField: 'priority' },
  { label: 'Assigned', sortField: 'assignedAt' },
  { label: 'Last contact', sortField: 'lastContact' },
  { label: 'Documents', sortField: 'documents' },
  { label: 'Actions' },
];

type Props = ApplicationActions & { applications: AgentApplicationView[]; sorting: ListSort };

/** The agent's applications as a table (wide screens); it scrolls sideways if the window is narrow. */
export function AgentApplicationsTable({ applications, sorting, ...actions }: Props) {
  return (
    <TableScroller label="My assigned applications">
      <Table
        aria-label="My assigned applications"
        size="small"
        sx={{ minWidth: 1040, '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
      >
        <ResponsiveTableHead columns={columns} sorting={sorting} />
        <TableBody>
          {applications.map((application) => {
            const requests = openRequestsText(application);
            return (
              <TableRow key={application.id} hover>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {application.referenceNumber}
                </TableCell>
                <TableCell sx={{ minWidth: 230, maxWidth: 260 }}>
                  <ClientContact application={application} />
                </TableCell>
                <TableCell>{application.destination}</TableCell>
                <TableCell>{application.visaTypeName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <StatusChip status={application.status} />
                </TableCell>
                <TableCell>
                  <PriorityChip priority={application.priority} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{assignedText(application)}</TableCell>
                <TableCell>{lastContactText(application)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {documentsCovered(application)}
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
