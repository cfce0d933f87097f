import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { listAgentApplicationsQuery } from '@visabridge/contract';
import { SearchAndStatusFilters } from '../../../components/applications/search-and-status-filters';
import { EmptyState } from '../../../components/empty-state';
import { useListParams } from '../../../lib/use-list-params';
import { useAgentApplications } from '../api/use-agent-applications';
import { AgentApplicationCards } from './agent-application-cards';
import { AgentApplicationsTable } from './agent-applications-table';
import type { ApplicationActions } from './agent-row-actions';
import { ListToolbar } from '../../../components/list-toolbar';
import { AgentPagedList } from './paged-list';

const filterSchemas = listAgentApplicationsQuery.pick({ search: true, status: true }).shape;

type Props = ApplicationActions & { agentId: string };

/** My Applications: the applications assigned to the agent, searchable, filterable by status, server-paged. */
export function ApplicationsTab({ agentId, onView, onContact }: Props) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const list = useListParams(filterSchemas);
  const { page, setPage, isFiltered, clearFilters } = list;
  const assigned = useAgentApplications(agentId, list.apiQuery);
  const List = isNarrow ? AgentApplicationCards : AgentApplicationsTable;

  return (
    <>
      <ListToolbar columns="minmax(0, 1fr) 220px">
        <SearchAndStatusFilters search={list.filterProps('search')} status={list.filterProps('status')} />
      </ListToolbar>
      <AgentPagedList
        query={assigned}
        paging={{ page, setPage }}
        loadingLabel="Loading your applications..."
        empty={
          <EmptyState
            icon={AssignmentTurnedInIcon}
            title={isFiltered ? 'No applications match these filters' : 'No applications assigned yet'}
            action={isFiltered && <Button onClick={clearFilters}>Clear filters</Button>}
          >
            {isFiltered
              ? 'Try another search or status.'
              : 'Submitted applications are assigned to the agent with the fewest open cases.'}
          </EmptyState>
        }
      >
        {(applications) => <List applications={applications} onView={onView} onContact={onContact} />}
      </AgentPagedList>
    </>
  );
}
