import { Trans, useLingui } from '@lingui/react/macro';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { listAgentApplicationsQuery, staffApplicationSortFields } from '@visabridge/contract';
import { ExportCsvButton } from '../../../components/applications/export-csv-button';
import {
  SearchAndStatusFilters,
  staffSearchPlaceholder,
  staffStatusFilterOptions,
} from '../../../components/applications/search-and-status-filters';
import { EmptyState } from '../../../components/lists/empty-state';
import { useListParams } from '../../../lib/use-list-params';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { useListSort } from '../../../lib/use-list-sort';
import { useAgentApplications } from '../api/use-agent-applications';
import { AgentApplicationCards } from './agent-application-cards';
import { AgentApplicationsTable } from './agent-applications-table';
import type { ApplicationActions } from './agent-row-actions';
import { ListToolbar } from '../../../components/lists/list-toolbar';
import { AgentPagedList } from './paged-list';

const filterSchemas = listAgentApplicationsQuery.pick({ search: true, status: true }).shape;

type Props = ApplicationActions & { agentId: string };

/** My Applications: the applications assigned to the agent, searchable, filterable by status, sortable, exportable, paged by cursor. */
export function ApplicationsTab({ agentId, onView, onContact }: Props) {
  const { t } = useLingui();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const list = useListParams(filterSchemas);
  const { isFiltered, clearFilters, replaceFilters } = list;
  // The trip's travellers together, each with their own status: found by the trip's reference.
  const showTrip = (tripReference: string) => replaceFilters({ search: tripReference });
  const { listSort, sortedQuery } = useListSort(staffApplicationSortFields, list.apiQuery);
  const { apiQuery, paging } = useCursorPaging(sortedQuery);
  const assigned = useAgentApplications(agentId, apiQuery);

  return (
    <>
      <ListToolbar columns="minmax(0, 1fr) 220px auto">
        <SearchAndStatusFilters
          search={list.filterProps('search')}
          status={list.filterProps('status')}
          placeholder={staffSearchPlaceholder}
          statuses={staffStatusFilterOptions}
        />
        <ExportCsvButton listQuery={sortedQuery} />
      </ListToolbar>
      <AgentPagedList
        query={assigned}
        paging={paging}
        loadingLabel={t`Loading your applications...`}
        empty={
          <EmptyState
            icon={AssignmentTurnedInIcon}
            title={isFiltered ? t`No applications match these filters` : t`No applications assigned yet`}
            action={
              isFiltered && (
                <Button onClick={clearFilters}>
                  <Trans>Clear filters</Trans>
                </Button>
              )
            }
          >
            {isFiltered
              ? t`Try another search or status.`
              : t`Submitted applications are assigned to the agent with the fewest open cases.`}
          </EmptyState>
        }
      >
        {(applications) =>
          isNarrow ? (
            <AgentApplicationCards
              applications={applications}
              onView={onView}
              onContact={onContact}
              onShowTrip={showTrip}
            />
          ) : (
            <AgentApplicationsTable
              applications={applications}
              onView={onView}
              onContact={onContact}
              onShowTrip={showTrip}
              sorting={listSort}
            />
          )
        }
      </AgentPagedList>
    </>
  );
}
