import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import HistoryIcon from '@mui/icons-material/History';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { listAuditQuery } from '@visabridge/contract';
import type { AuditEventView } from '@visabridge/contract';
import { FilterSelect } from '../../../../components/lists/filter-select';
import {
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
  type TableColumn,
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
/** The columns, their labels rendered with `t(label)`. */
const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  {
    label: msg({ message: 'When', comment: 'audit log table header: when a change was made' }),
    shownFrom: 'sm',
  },
  { label: msg({ message: 'Who', comment: 'audit log table header: who made a change' }), shownFrom: 'md' },
  { label: msg({ message: 'Action', comment: 'audit log table header: the kind of change' }) },
  { label: msg({ message: 'Target', comment: 'audit log table header: the account, application… changed' }) },
  { label: msg({ message: 'Details', comment: 'audit log table header' }), shownFrom: 'md' },
];

function Details({ event }: { event: AuditEventView }) {
  const { i18n } = useLingui();
  return describeDetails(i18n, event).map((line) => (
    <Typography key={line} variant="body2">
      {line}
    </Typography>
  ));
}

/**
 * One page of the log. Narrower screens keep the action and its target, with when and who under the
 * action and the details under the target.
 */
function AuditTable({ events }: { events: AuditEventView[] }) {
  const { t } = useLingui();
  const tableName = t`Audit log`;
  const system = t({
    message: 'System',
    comment: 'audit log: a change made by the platform itself, not a person',
  });
  return (
    <TableScroller label={tableName}>
      <Table aria-label={tableName} size="small" sx={{ minWidth: { lg: 900 } }}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                {formatDate(event.createdAt, 'dateTime')}
              </TableCell>
              <TableCell sx={shownFrom('md')}>{event.actorName ?? system}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(auditActionLabels[event.action])}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                  {formatDate(event.createdAt, 'dateTime')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('md')}>
                  {event.actorName ?? system}
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
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const { apiQuery, paging } = useCursorPaging(list.apiQuery);
  const events = useAuditEvents(apiQuery);
  const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({
    value,
    label: t(label),
  }));
  return (
    <PagedListCard
      query={events}
      list={list}
      cursorPaging={paging}
      loadingLabel={t`Loading the audit log...`}
      toolbar={
        <FilterBar>
          <FilterSelect
            label={t({
              message: 'Action',
              comment: 'label of a filter of the audit log by the kind of change',
            })}
            allLabel={t`All actions`}
            options={actionOptions}
            {...list.filterProps('action')}
          />
        </FilterBar>
      }
      empty={{
        icon: HistoryIcon,
        title: t`No changes recorded`,
        whenFiltered: t`No recorded change matches this action.`,
        otherwise: t`Changes admins and agents make show here.`,
      }}
    >
      {(events) => <AuditTable events={events} />}
    </PagedListCard>
  );
}
