import EditNoteIcon from '@mui/icons-material/EditNote';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import {
  Box,
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { StaffApplicationView } from '@visabridge/contract';
import { PriorityChip } from '../../../components/priority-chip';
import { ResponsiveTableHead, type TableColumn } from '../../../components/responsive-table-head';
import type { ListSort } from '../../../lib/use-list-sort';
import { formatDate } from '../../../lib/format';
import { StatusChip } from '../../applications/components/status-chip';
import { formatDays, processingDays } from './processing-time';
import { TableScroller } from '../../../components/table-scroller';

type Props = {
  applications: StaffApplicationView[];
  selectedIds: ReadonlySet<string>;
  onSelect: (applications: StaffApplicationView[], isSelected: boolean) => void;
  onChangeStatus: (application: StaffApplicationView) => void;
  onAssign: (application: StaffApplicationView) => void;
  sorting: ListSort;
};

const columns: TableColumn[] = [
  { label: 'Reference', sortField: 'reference' },
  { label: 'Applicant', sortField: 'applicant' },
  { label: 'Destination', sortField: 'destination' },
  { label: 'Visa Type', sortField: 'visaType' },
  { label: 'Status', sortField: 'status' },
  { label: 'Priority', sortField: 'priority' },
  { label: 'Agent', sortField: 'agent' },
  { label: 'Submitted', sortField: 'submittedAt' },
  { label: 'Processing time', sortField: 'processingTime' },
  { label: 'Actions' },
];

function ProcessingTime({ application }: { application: StaffApplicationView }) {
  const days = processingDays(application);
  if (days === null) return '—';
  return (
    <>
      {formatDays(days)}
      {!application.decidedAt && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          so far
        </Typography>
      )}
    </>
  );
}

/**
 * One page of applications with row selection for bulk changes. It fits a 1280 px screen (names, visa
 * types and times wrap); narrower screens scroll it sideways inside its card, the actions staying in reach.
 */
export function StaffApplicationsTable({
  applications,
  selectedIds,
  onSelect,
  onChangeStatus,
  onAssign,
  sorting,
}: Props) {
  const selectedOnPage = applications.filter(({ id }) => selectedIds.has(id)).length;
  return (
    <TableScroller label="Applications">
      <Table
        aria-label="Applications"
        size="small"
        sx={{
          // Ten columns: narrower gutters than a small table's 16 px keep them within a 1280 px screen.
          '& th, & td': { px: 1 },
          // The actions stay in reach while the table scrolls sideways.
          '& th:last-of-type, & td:last-of-type': {
            position: 'sticky',
            right: 0,
            bgcolor: 'background.paper',
            boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
          },
        }}
      >
        <ResponsiveTableHead
          columns={columns}
          sorting={sorting}
          leading={
            <TableCell padding="checkbox">
              <Checkbox
                checked={selectedOnPage === applications.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < applications.length}
                onChange={(event) => onSelect(applications, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all applications on this page' } }}
              />
            </TableCell>
          }
        />
        <TableBody>
          {applications.map((application) => {
            const reference = application.referenceNumber;
            const isSelected = selectedIds.has(application.id);
            return (
              <TableRow key={application.id} hover selected={isSelected}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected}
                    onChange={(event) => onSelect([application], event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select ${reference}` } }}
                  />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {reference}
                </TableCell>
                <TableCell>
                  <Box sx={{ fontWeight: 600 }}>{application.clientName}</Box>
                  {application.companyName && (
                    <Typography variant="body2" color="text.secondary">
                      for {application.companyName}
                    </Typography>
                  )}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere', minWidth: 140 }}
                  >
                    {application.clientEmail}
                  </Typography>
                </TableCell>
                <TableCell>{application.destination}</TableCell>
                <TableCell>{application.visaTypeName}</TableCell>
                <TableCell>
                  <StatusChip status={application.status} />
                </TableCell>
                <TableCell>
                  <PriorityChip priority={application.priority} />
                </TableCell>
                <TableCell>
                  {application.agentName ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      Unassigned
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {application.submittedAt ? formatDate(application.submittedAt, 'short') : '—'}
                </TableCell>
                <TableCell>
                  <ProcessingTime application={application} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Change status">
                    <IconButton
                      aria-label={`Change status of ${reference}`}
                      onClick={() => onChangeStatus(application)}
                    >
                      <EditNoteIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Assign agent">
                    <IconButton
                      aria-label={`Assign agent to ${reference}`}
                      onClick={() => onAssign(application)}
                    >
                      <PersonPinIcon />
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
