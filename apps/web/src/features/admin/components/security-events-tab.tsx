import ShieldIcon from '@mui/icons-material/Shield';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { securityEventFilters, securityEventKindLabels } from '@visabridge/contract';
import type { SecurityEventView } from '@visabridge/contract';
import { FilterSelect } from '../../../components/lists/filter-select';
import { PagedListCard } from '../../../components/lists/paged-list-card';
import { foldedBelow, ResponsiveTableHead, shownFrom } from '../../../components/lists/responsive-table-head';
import { SearchField } from '../../../components/lists/search-field';
import { TableScroller } from '../../../components/lists/table-scroller';
import { formatDate } from '../../../lib/format';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { useListParams } from '../../../lib/use-list-params';
import { useSecurityEvents } from '../api/list-security-events';
import { DateRangeFilter } from './date-range-filter';
import { FilterBar } from './filter-bar';

const kindOptions = Object.entries(securityEventKindLabels).map(([value, label]) => ({ value, label }));
const columns = [
  { label: 'When', shownFrom: 'sm' as const },
  { label: 'Event' },
  { label: 'Account' },
  { label: 'Address', shownFrom: 'md' as const },
  { label: 'Browser', shownFrom: 'lg' as const },
];

/** The details worth a line: why a sign-in failed, what was refused, how many sessions ended. */
const describeDetails = ({ details }: SecurityEventView) => {
  const lines: string[] = [];
  if (typeof details.reason === 'string') lines.push(details.reason.replaceAll('_', ' '));
  if (typeof details.status === 'number') lines.push(`${details.status} ${details.method} ${details.route}`);
  if (typeof details.count === 'number') lines.push(`${details.count} ended`);
  if (typeof details.sessionsEnded === 'number') lines.push(`${details.sessionsEnded} sessions ended`);
  return lines.join(' · ');
};

function SecurityEventsTable({ events }: { events: SecurityEventView[] }) {
  return (
    <TableScroller label="Security events">
      <Table aria-label="Security events" size="small" sx={{ minWidth: { lg: 900 } }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                {formatDate(event.createdAt, 'dateTime')}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {securityEventKindLabels[event.kind]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {describeDetails(event)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                  {formatDate(event.createdAt, 'dateTime')}
                </Typography>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {event.accountLabel ?? 'No account (unknown email or signed out)'}
              </TableCell>
              <TableCell sx={{ ...shownFrom('md'), fontFamily: 'monospace' }}>{event.addressKey}</TableCell>
              <TableCell sx={{ ...shownFrom('lg'), wordBreak: 'break-word', maxWidth: 260 }}>
                <Typography variant="body2" color="text.secondary">
                  {event.userAgent ?? 'Unknown'}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** Security: sign-ins, their failures and lock-outs, account changes and refused requests, searchable. */
export function SecurityEventsTab() {
  const list = useListParams(securityEventFilters.shape);
  const { filters, setFilters } = list;
  const { apiQuery, paging } = useCursorPaging(list.apiQuery);
  const events = useSecurityEvents(apiQuery);
  return (
    <PagedListCard
      query={events}
      list={list}
      cursorPaging={paging}
      loadingLabel="Loading security events..."
      toolbar={
        <FilterBar>
          <SearchField label="Account" placeholder="Email or user id" {...list.filterProps('account')} />
          <FilterSelect
            label="Event"
            allLabel="All events"
            options={kindOptions}
            {...list.filterProps('kind')}
          />
          <SearchField label="IP address" placeholder="e.g. 203.0.113.7" {...list.filterProps('address')} />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        </FilterBar>
      }
      empty={{
        icon: ShieldIcon,
        title: 'No security events',
        whenFiltered: 'No security event matches these filters.',
        otherwise: 'Sign-ins, password changes and refused requests show here.',
      }}
    >
      {(events) => <SecurityEventsTable events={events} />}
    </PagedListCard>
  );
}
