import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ShieldIcon from '@mui/icons-material/Shield';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { securityEventFilters } from '@visabridge/contract';
import type { SecurityEventView } from '@visabridge/contract';
import { FilterSelect } from '../../../components/lists/filter-select';
import { PagedListCard } from '../../../components/lists/paged-list-card';
import { foldedBelow, ResponsiveTableHead, shownFrom } from '../../../components/lists/responsive-table-head';
import { SearchField } from '../../../components/lists/search-field';
import { TableScroller } from '../../../components/lists/table-scroller';
import { formatDate } from '../../../lib/format';
import { securityEventKindNames } from '../../../components/names/security-event-kind-names';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { useListParams } from '../../../lib/use-list-params';
import { useSecurityEvents } from '../api/list-security-events';
import { DateRangeFilter } from './date-range-filter';
import { FilterBar } from './filter-bar';

const kindOptions = Object.entries(securityEventKindNames).map(([value, label]) => ({ value, label }));
const columns = [
  {
    label: msg({ message: 'When', comment: 'table column: when a security event happened' }),
    shownFrom: 'sm' as const,
  },
  {
    label: msg({ message: 'Event', comment: 'table column: what happened (a sign-in, a password change…)' }),
  },
  { label: msg`Account` },
  {
    label: msg({ message: 'Address', comment: 'table column: the IP address a request came from' }),
    shownFrom: 'md' as const,
  },
  {
    label: msg({ message: 'Browser', comment: 'table column: the browser (user agent) a request came from' }),
    shownFrom: 'lg' as const,
  },
];

/** Why a sign-in failed, by the code the server records; another code shows as written, its '_' as spaces. */
const failureReasons: Record<string, MessageDescriptor> = {
  wrong_password: msg({ message: 'wrong password', comment: 'why a sign-in failed' }),
  unknown_account: msg({
    message: 'unknown account',
    comment: 'why a sign-in failed: no account has that email',
  }),
  inactive: msg({ message: 'inactive', comment: 'why a sign-in failed: the account is deactivated' }),
  wrong_code: msg({ message: 'wrong code', comment: 'why a sign-in failed: a wrong two-step sign-in code' }),
  wrong_passkey: msg({ message: 'wrong passkey', comment: 'why a sign-in failed' }),
};

/** The details worth a line: why a sign-in failed, what was refused, how many sessions ended. */
const describeDetails = (i18n: I18n, { details }: SecurityEventView) => {
  const lines: string[] = [];
  const { count: endedCount, sessionsEnded } = details;
  const { reason } = details;
  if (typeof reason === 'string') {
    const known = Object.hasOwn(failureReasons, reason) ? failureReasons[reason] : undefined;
    lines.push(known ? i18n._(known) : reason.replaceAll('_', ' '));
  }
  if (typeof details.status === 'number') lines.push(`${details.status} ${details.method} ${details.route}`);
  if (typeof endedCount === 'number')
    lines.push(
      i18n._(
        msg({
          message: plural(endedCount, { one: '# ended', other: '# ended' }),
          comment: 'how many signed-in sessions (devices) an event signed out',
        }),
      ),
    );
  if (typeof sessionsEnded === 'number')
    lines.push(i18n._(msg`${plural(sessionsEnded, { one: '# session ended', other: '# sessions ended' })}`));
  return lines.join(' · ');
};

function SecurityEventsTable({ events }: { events: SecurityEventView[] }) {
  const { t, i18n } = useLingui();
  return (
    <TableScroller label={t`Security events`}>
      <Table aria-label={t`Security events`} size="small" sx={{ minWidth: { lg: 900 } }}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                {formatDate(event.createdAt, 'dateTime')}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(securityEventKindNames[event.kind])}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {describeDetails(i18n, event)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                  {formatDate(event.createdAt, 'dateTime')}
                </Typography>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {event.accountLabel ?? t`No account (unknown email or signed out)`}
              </TableCell>
              <TableCell sx={{ ...shownFrom('md'), fontFamily: 'monospace' }}>{event.addressKey}</TableCell>
              <TableCell sx={{ ...shownFrom('lg'), wordBreak: 'break-word', maxWidth: 260 }}>
                <Typography variant="body2" color="text.secondary">
                  {event.userAgent ??
                    t({ message: 'Unknown', comment: 'the browser (user agent) is not known' })}
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
  const { t } = useLingui();
  const list = useListParams(securityEventFilters.shape);
  const { filters, setFilters } = list;
  const { apiQuery, paging } = useCursorPaging(list.apiQuery);
  const events = useSecurityEvents(apiQuery);
  return (
    <PagedListCard
      query={events}
      list={list}
      cursorPaging={paging}
      loadingLabel={t`Loading security events...`}
      toolbar={
        <FilterBar>
          <SearchField
            label={t`Account`}
            placeholder={t`Email or user id`}
            {...list.filterProps('account')}
          />
          <FilterSelect
            label={t({
              message: 'Event',
              comment: 'a filter by what happened (a sign-in, a password change…)',
            })}
            allLabel={t`All events`}
            options={kindOptions.map((option) => ({ ...option, label: t(option.label) }))}
            {...list.filterProps('kind')}
          />
          <SearchField
            label={t`IP address`}
            placeholder={t({
              message: 'e.g. 203.0.113.7',
              comment: 'an example IP address: keep the number',
            })}
            {...list.filterProps('address')}
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />
        </FilterBar>
      }
      empty={{
        icon: ShieldIcon,
        title: t`No security events`,
        whenFiltered: t`No security event matches these filters.`,
        otherwise: t`Sign-ins, password changes and refused requests show here.`,
      }}
    >
      {(events) => <SecurityEventsTable events={events} />}
    </PagedListCard>
  );
}
