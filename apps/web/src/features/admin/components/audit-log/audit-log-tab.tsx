import HistoryIcon from '@mui/icons-material/History';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { listAuditQuery } from '@visabridge/contract';
import type { AuditEventView } from '@visabridge/contract';
import { FilterSelect } from '../../../../components/lists/filter-select';
import {
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { formatDate } from '../../../../lib/format';
import { useCursorPaging } from '../../../../lib/use-cursor-paging';
import { useListParams } from '../../../../lib/use-list-params';
import { useAuditEvents } from '../../api/list-audit-events';
import { auditActionLabels, describeDetails } from './audit-details';
import { FilterBar } from '../filter-bar';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { TableScroller } from '../../../../components/lists/table-scroller';

const filterSchemas = listAuditQuery.pick({ action: true }).shape;
const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));
const columns = [
  { label: 'When', shownFrom: 'sm' as const },
  { label: 'Who', shownFrom: 'md' as const },
  { label: 'Action' },
  { label: 'Target' },
  { label: 'Details', shownFrom: 'md' as const },
];

const Details = ({ event }: { event: AuditEventView }) =>
  describeDetails(event).map((line) => (
    <Typography key={line} variant="body2">
      {line}
    </Typography>
  ));

/**
 * One page of the log. Narrower screens keep the action and its target, with when and who under the
 * action and the details under the target.
 */
function AuditTable({ events }: { events: AuditEventView[] }) {
  return (
    <TableScroller label="Audit log">
      <Table aria-label="Audit log" size="small" sx={{ minWidth: { lg: 900 } }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                {formatDate(event.createdAt, 'dateTime')}
              </TableCell>
              <TableCell sx={shownFrom('md')}>{event.actorName ?? 'System'}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {auditActionLabels[event.action]}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                  {formatDate(event.createdAt, 'dateTime')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('md')}>
                  {event.actorName ?? 'System'}
                </Typography>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {event.targetLabel}
                <Typography component="div" variant="body2" color="text.secondary" sx={foldedBelow('md')}>
                  <Details event={event} />
                </Typography>
              </TableCell>
              <TableCell sx={shownFrom('md')}>
                <Details event={event} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** Audit Log: who changed which account or application, when, and how. */
export function AuditLogTab() {
  const list = useListParams(filterSchemas);
  const { apiQuery, paging } = useCursorPaging(list.apiQuery);
  const events = useAuditEvents(apiQuery);
  return (
    <PagedListCard
      query={events}
      list={list}
      cursorPaging={paging}
      loadingLabel="Loading the audit log..."
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Action"
            allLabel="All actions"
            options={actionOptions}
            {...list.filterProps('action')}
          />
        </FilterBar>
      }
      empty={{
        icon: HistoryIcon,
        title: 'No changes recorded',
        whenFiltered: 'No recorded change matches this action.',
        otherwise: 'Changes admins and agents make show here.',
      }}
    >
      {(events) => <AuditTable events={events} />}
    </PagedListCard>
  );
}
