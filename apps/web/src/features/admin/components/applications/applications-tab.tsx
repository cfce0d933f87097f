import { useLingui } from '@lingui/react/macro';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { listStaffApplicationsQuery, staffApplicationSortFields } from '@visabridge/contract';
import type { BulkStatusUpdateView, StaffApplicationListItem } from '@visabridge/contract';
import { useState } from 'react';
import { ExportCsvButton } from '../../../../components/applications/export-csv-button';
import {
  SearchAndStatusFilters,
  staffSearchPlaceholder,
  staffStatusFilterOptions,
} from '../../../../components/applications/search-and-status-filters';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { priorityNames } from '../../../../components/applications/priority-names';
import { useListParams } from '../../../../lib/use-list-params';
import { useCursorPaging } from '../../../../lib/use-cursor-paging';
import { useListSort } from '../../../../lib/use-list-sort';
import { useActiveAgents } from '../../api/list-active-agents';
import { useStaffApplications } from '../../api/list-staff-applications';
import { AssignAgentDialog } from './assign-agent-dialog';
import { BulkReportAlert } from './bulk-report';
import type { BulkReport } from './bulk-report';
import { BulkStatusDialog } from './bulk-status-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { FilterBar } from '../filter-bar';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { SelectionBar } from './selection-bar';
import { StaffApplicationsTable } from './staff-applications-table';
import { useSelection } from './use-selection';

const filterSchemas = listStaffApplicationsQuery.pick({
  search: true,
  status: true,
  agentId: true,
  unassigned: true,
  priority: true,
}).shape;

const priorities = ['urgent', 'normal', 'low'] as const;
const unassigned = 'unassigned';

/** Applications: every submitted application, sortable and exportable, with status changes, agent assignment and bulk updates. */
export function ApplicationsTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const { filters, setFilters, replaceFilters } = list;
  const { listSort, sortedQuery } = useListSort(staffApplicationSortFields, list.apiQuery);
  const { apiQuery, paging } = useCursorPaging(sortedQuery);
  const applications = useStaffApplications(apiQuery);
  const agents = useActiveAgents();
  const selection = useSelection<StaffApplicationListItem>();
  const [changing, setChanging] = useState<StaffApplicationListItem | null>(null);
  const [assigning, setAssigning] = useState<StaffApplicationListItem | null>(null);
  const [isBulkOpen, setIsBulkOpen] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);

  const priorityOptions = priorities.map((value) => ({ value, label: t(priorityNames[value]) }));
  const agentOptions = [
    {
      value: unassigned,
      label: t({ message: 'Unassigned', comment: 'agent filter: the applications no agent handles yet' }),
    },
    ...(agents.data?.items ?? []).map((agent) => ({ value: agent.id, label: agent.fullName })),
  ];
  const agentFilter = filters.unassigned === 'true' ? unassigned : filters.agentId;
  const filterByAgent = (value: string) =>
    setFilters(
      value === unassigned ? { unassigned: 'true', agentId: '' } : { unassigned: '', agentId: value },
    );

  const reportBulk = ({ updated, refused }: BulkStatusUpdateView) => {
    const byId = new Map(selection.rows.map((row) => [row.id, row.referenceNumber]));
    setReport({
      updatedCount: updated.length,
      refused: refused.map(({ id, message }) => ({ reference: byId.get(id) ?? id, message })),
    });
    selection.keepOnly(refused.map(({ id }) => id));
    setIsBulkOpen(false);
  };

  return (
    <>
      <PagedListCard
        query={applications}
        list={list}
        cursorPaging={paging}
        loadingLabel={t`Loading applications...`}
        toolbar={
          <>
            <FilterBar>
              <SearchAndStatusFilters
                search={list.filterProps('search')}
                status={list.filterProps('status')}
                placeholder={staffSearchPlaceholder}
                statuses={staffStatusFilterOptions}
              />
              <FilterSelect
                label={t({
                  message: 'Agent',
                  comment: 'label of a filter by the visa agent handling the application',
                })}
                allLabel={t`All agents`}
                options={agentOptions}
                value={agentFilter}
                onChange={filterByAgent}
              />
              <FilterSelect
                label={t({ message: 'Priority', comment: "label of a filter by the application's priority" })}
                allLabel={t`All priorities`}
                options={priorityOptions}
                {...list.filterProps('priority')}
              />
              <ExportCsvButton listQuery={sortedQuery} />
            </FilterBar>
            {report && <BulkReportAlert report={report} onClose={() => setReport(null)} />}
            {selection.ids.size > 0 && (
              <SelectionBar
                count={selection.ids.size}
                onUpdateStatus={() => setIsBulkOpen(true)}
                onClear={() => selection.keepOnly([])}
              />
            )}
          </>
        }
        empty={{
          icon: AssignmentIcon,
          title: t`No applications found`,
          whenFiltered: t`No application matches these filters.`,
          otherwise: t`No application has been submitted yet.`,
        }}
      >
        {(applications) => (
          <StaffApplicationsTable
            applications={applications}
            selectedIds={selection.ids}
            onSelect={selection.select}
            onChangeStatus={setChanging}
            onAssign={setAssigning}
            onShowTrip={(tripReference) => replaceFilters({ search: tripReference })}
            sorting={listSort}
          />
        )}
      </PagedListCard>
      <ChangeStatusDialog application={changing} onClose={() => setChanging(null)} />
      <AssignAgentDialog application={assigning} onClose={() => setAssigning(null)} />
      <BulkStatusDialog
        applications={selection.rows}
        isOpen={isBulkOpen}
        onClose={() => setIsBulkOpen(false)}
        onDone={reportBulk}
      />
    </>
  );
}
