import { Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import type { AgentApplicationView } from '@visabridge/contract';
import { PriorityChip } from '../../../components/priority-chip';
import { ResponsiveTableHead } from '../../../components/responsive-table-head';
import type { TableColumn } from '../../../components/responsive-table-head';
import { StatusChip } from '../../applications/components/status-chip';
import { AgentRowActions } from './agent-row-actions';
import type { ApplicationActions } from './agent-row-actions';
import { assignedText, documentsCovered, lastContactText, openRequestsText } from './application-row-text';
import { ClientContact } from './client-contact';

const columns: TableColumn[] = [
  { label: 'Reference' },
  { label: 'Client' },
  { label: 'Destination' },
  { label: 'Visa Type' },
  { label: 'Status' },
  { label: 'Priority' },
  { label: 'Assigned' },
  { label: 'Last contact' },
  { label: 'Documents' },
  { label: 'Actions' },
];

type Props = ApplicationActions & { applications: AgentApplicationView[] };

/** The agent's applications as a table (wide screens); it scrolls sideways if the window is narrow. */
export function AgentApplicationsTable({ applications, ...actions }: Props) {
  return (
    <TableContainer>
      <Table
        aria-label="My assigned applications"
        size="small"
        sx={{ minWidth: 1040, '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
      >
        <ResponsiveTableHead columns={columns} />
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
    </TableContainer>
  );
}
