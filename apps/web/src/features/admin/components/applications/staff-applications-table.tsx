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
import type { StaffApplicationListItem } from '@visabridge/contract';
import { PriorityChip, priorityLabel } from '../../../../components/priority-chip';
import {
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
  type TableColumn,
} from '../../../../components/lists/responsive-table-head';
import type { ListSort } from '../../../../lib/use-list-sort';
import { formatDate } from '../../../../lib/format';
import { StatusChip } from '../../../../components/applications/status-chip';
import { TripChip } from '../../../../components/applications/trip-chip';
import { formatDays, processingDays } from './processing-time';
import { TableScroller } from '../../../../components/lists/table-scroller';

type Props = {
  applications: StaffApplicationListItem[];
  selectedIds: ReadonlySet<string>;
  onSelect: (applications: StaffApplicationListItem[], isSelected: boolean) => void;
  onChangeStatus: (application: StaffApplicationListItem) => void;
  onAssign: (application: StaffApplicationListItem) => void;
  /** Lists the trip's travellers together (by its reference, T-…). */
  onShowTrip: (tripReference: string) => void;
  sorting: ListSort;
};

const columns: TableColumn[] = [
  { label: 'Reference', sortField: 'reference', shownFrom: 'sm' as const },
  { label: 'Applicant', sortField: 'applicant' },
  { label: 'Destination', sortField: 'destination', shownFrom: 'lg' as const },
  { label: 'Visa Type', sortField: 'visaType', shownFrom: 'lg' as const },
  { label: 'Status', sortField: 'status', shownFrom: 'sm' as const },
  { label: 'Priority', sortField: 'priority', shownFrom: 'lg' as const },
  { label: 'Agent', sortField: 'agent', shownFrom: 'lg' as const },
  { label: 'Submitted', sortField: 'submittedAt', shownFrom: 'lg' as const },
  { label: 'Processing time', sortField: 'processingTime', shownFrom: 'lg' as const },
  { label: 'Actions' },
];

function ProcessingTime({ application }: { application: StaffApplicationListItem }) {
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
 * types and times wrap). Narrower screens keep the applicant and the actions, with the reference, status,
 * trip and agent under the applicant; below 1200 px priority, dates and processing time go there too.
 */
export function StaffApplicationsTable({
  applications,
  selectedIds,
  onSelect,
  onChangeStatus,
  onAssign,
  onShowTrip,
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
                <TableCell
                  sx={{ ...shownFrom('sm'), fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {reference}
                </TableCell>
                <TableCell>
                  <Box sx={{ fontWeight: 600 }}>{application.clientName}</Box>
                  {application.companyName && (
                    <Typography variant="body2" color="text.secondary">
                      for {application.companyName}
                    </Typography>
                  )}
                  <TripChip application={application} onShowTrip={onShowTrip} />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere', minWidth: 140 }}
                  >
                    {application.clientEmail}
                  </Typography>
                  <Box sx={{ ...foldedBelow('lg'), mt: 0.5 }}>
                    <Typography variant="body2">
                      {application.destination}, {application.visaTypeName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {application.agentName ?? 'Unassigned'}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {priorityLabel(application.priority)} priority · Submitted{' '}
                      {application.submittedAt ? formatDate(application.submittedAt, 'short') : 'not yet'} ·{' '}
                      <ProcessingTime application={application} />
                    </Typography>
                  </Box>
                  <Box sx={{ ...foldedBelow('sm'), mt: 0.5 }}>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', mb: 0.5 }}>
                      {reference}
                    </Typography>
                    <StatusChip status={application.status} />
                  </Box>
                </TableCell>
                <TableCell sx={shownFrom('lg')}>{application.destination}</TableCell>
                <TableCell sx={shownFrom('lg')}>{application.visaTypeName}</TableCell>
                <TableCell sx={shownFrom('sm')}>
                  <StatusChip status={application.status} />
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
                  <PriorityChip priority={application.priority} />
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
                  {application.agentName ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      Unassigned
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }}>
                  {application.submittedAt ? formatDate(application.submittedAt, 'short') : '—'}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
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
