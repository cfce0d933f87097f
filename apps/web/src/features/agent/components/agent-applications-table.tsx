import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { PriorityChip } from '../../../components/applications/priority-chip';
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

const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  {
    label: msg({ message: 'Reference', comment: "column: the application's reference number" }),
    sortField: 'reference',
  },
  { label: msg({ message: 'Client', comment: 'column: the applicant' }), sortField: 'applicant' },
  {
    label: msg({ message: 'Destination', comment: 'column: the country of the visa' }),
    sortField: 'destination',
  },
  { label: msg`Visa Type`, sortField: 'visaType', shownFrom: 'lg' },
  {
    label: msg({
      message: 'Status',
      context: 'application status',
      comment: "column: the application's status",
    }),
    sortField: 'status',
  },
  {
    label: msg({ message: 'Priority', comment: "column: the application's priority" }),
    sortField: 'priority',
    shownFrom: 'lg',
  },
  {
    label: msg({
      message: 'Assigned',
      context: 'date assigned',
      comment: 'column: when the application was assigned to the agent',
    }),
    sortField: 'assignedAt',
    shownFrom: 'lg',
  },
  {
    label: msg({ message: 'Last contact', comment: 'when the agent last wrote to the client' }),
    sortField: 'lastContact',
    shownFrom: 'lg',
  },
  {
    label: msg({
      message: 'Documents',
      comment: "column: the application's documents, uploaded out of required",
    }),
    sortField: 'documents',
  },
  { label: msg({ message: 'Actions', comment: 'column: the buttons of each row' }) },
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
  const { t, i18n } = useLingui();
  const translatedColumns = columns.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <TableScroller label={t`My assigned applications`}>
      <Table
        aria-label={t`My assigned applications`}
        size="small"
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
      >
        <ResponsiveTableHead columns={translatedColumns} sorting={sorting} />
        <TableBody>
          {applications.map((application) => {
            const requests = openRequestsText(i18n, application);
            const assignedOn = assignedText(application);
            const lastContact = lastContactText(i18n, application);
            return (
              <TableRow key={application.id} hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {application.referenceNumber}
                  </Typography>
                  <FoldedFacts below="lg">
                    <Trans comment="when the application was assigned to the agent">
                      Assigned {assignedOn}
                    </Trans>
                  </FoldedFacts>
                  <FoldedFacts below="lg">
                    <Trans comment="when the agent last wrote to the client">
                      Last contact: {lastContact}
                    </Trans>
                  </FoldedFacts>
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
                <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }}>{assignedOn}</TableCell>
                <TableCell sx={shownFrom('lg')}>{lastContact}</TableCell>
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
