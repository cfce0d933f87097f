import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { PriorityChip } from '../../../../components/applications/priority-chip';
import {
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
  type TableColumn,
} from '../../../../components/lists/responsive-table-head';
import type { ListSort } from '../../../../lib/use-list-sort';
import { formatDate, formatNumber } from '../../../../lib/format';
import { priorityNames } from '../../../../components/applications/priority-names';
import { StatusChip } from '../../../../components/applications/status-chip';
import { TripChip } from '../../../../components/applications/trip-chip';
import { processingDays } from './processing-time';
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

/** The columns, their labels rendered with `t(label)`. */
const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg`Reference`, sortField: 'reference', shownFrom: 'sm' as const },
  { label: msg`Applicant`, sortField: 'applicant' },
  {
    label: msg({ message: 'Destination', comment: 'table header: the country applied for' }),
    sortField: 'destination',
    shownFrom: 'lg' as const,
  },
  { label: msg`Visa Type`, sortField: 'visaType', shownFrom: 'lg' as const },
  {
    label: msg({ message: 'Status', comment: "table header: the application's status" }),
    sortField: 'status',
    shownFrom: 'sm' as const,
  },
  {
    label: msg({ message: 'Priority', comment: "table header: the application's priority" }),
    sortField: 'priority',
    shownFrom: 'lg' as const,
  },
  {
    label: msg({ message: 'Agent', comment: 'table header: the visa agent handling the application' }),
    sortField: 'agent',
    shownFrom: 'lg' as const,
  },
  {
    label: msg({ message: 'Submitted', comment: 'table header: the date the application was submitted' }),
    sortField: 'submittedAt',
    shownFrom: 'lg' as const,
  },
  { label: msg`Processing time`, sortField: 'processingTime', shownFrom: 'lg' as const },
  { label: msg({ message: 'Actions', comment: 'table header: the buttons acting on a row' }) },
];

function ProcessingTime({ application }: { application: StaffApplicationListItem }) {
  const { t } = useLingui();
  const days = processingDays(application);
  if (days === null) return '—';
  const dayCount = formatNumber(days);
  if (application.decidedAt)
    return t({
      message: plural(days, { one: `${dayCount} day`, other: `${dayCount} days` }),
      comment: 'how long an application took from submission to its decision',
    });
  return (
    <Trans comment="how long an application has been waiting for a decision since its submission">
      <Plural value={days} one={`${dayCount} day`} other={`${dayCount} days`} />
      <Typography component="span" variant="body2" color="text.secondary">
        {' '}
        so far
      </Typography>
    </Trans>
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
  const { t } = useLingui();
  const selectedOnPage = applications.filter(({ id }) => selectedIds.has(id)).length;
  const tableName = t({ message: 'Applications', comment: 'name of the table of applications' });
  const unassigned = t({ message: 'Unassigned', comment: 'an application no agent handles yet' });
  return (
    <TableScroller label={tableName}>
      <Table
        aria-label={tableName}
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
          columns={columns.map((column) => ({ ...column, label: t(column.label) }))}
          sorting={sorting}
          leading={
            <TableCell padding="checkbox">
              <Checkbox
                checked={selectedOnPage === applications.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < applications.length}
                onChange={(event) => onSelect(applications, event.target.checked)}
                slotProps={{ input: { 'aria-label': t`Select all applications on this page` } }}
              />
            </TableCell>
          }
        />
        <TableBody>
          {applications.map((application) => {
            const reference = application.referenceNumber;
            const isSelected = selectedIds.has(application.id);
            const { companyName, destination, visaTypeName } = application;
            const priorityName = t(priorityNames[application.priority]);
            const submittedOn = application.submittedAt && formatDate(application.submittedAt, 'short');
            return (
              <TableRow key={application.id} hover selected={isSelected}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected}
                    onChange={(event) => onSelect([application], event.target.checked)}
                    slotProps={{ input: { 'aria-label': t`Select ${reference}` } }}
                  />
                </TableCell>
                <TableCell
                  sx={{ ...shownFrom('sm'), fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {reference}
                </TableCell>
                <TableCell>
                  <Box sx={{ fontWeight: 600 }}>{application.clientName}</Box>
                  {companyName && (
                    <Typography variant="body2" color="text.secondary">
                      <Trans comment="the company an application is made for">for {companyName}</Trans>
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
                      <Trans comment="the country applied for, then the visa type">
                        {destination}, {visaTypeName}
                      </Trans>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {application.agentName ?? unassigned}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {submittedOn ? (
                        <Trans comment="an application's priority, submission date and processing time">
                          {priorityName} priority · Submitted {submittedOn} ·{' '}
                          <ProcessingTime application={application} />
                        </Trans>
                      ) : (
                        <Trans comment="an application's priority and processing time, before it is submitted">
                          {priorityName} priority · Submitted not yet ·{' '}
                          <ProcessingTime application={application} />
                        </Trans>
                      )}
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
                      {unassigned}
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
                  <Tooltip title={t`Change status`}>
                    <IconButton
                      aria-label={t`Change status of ${reference}`}
                      onClick={() => onChangeStatus(application)}
                    >
                      <EditNoteIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t`Assign agent`}>
                    <IconButton
                      aria-label={t`Assign agent to ${reference}`}
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
