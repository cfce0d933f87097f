import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useCallback } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ApplicationsSearchField } from '../../applications/components/applications-search-field';
import { ApplicationsStatusFilter } from '../../applications/components/applications-status-filter';
import { useApplicationsFilters } from '../../applications/components/use-applications-filters';
import { useAgentApplications } from '../api/use-agent-applications';
import { AgentApplicationCards } from './agent-application-cards';
import { AgentApplicationsTable } from './agent-applications-table';
import type { ApplicationActions } from './agent-row-actions';
import { ListToolbar } from './list-toolbar';
import { PagedList } from './paged-list';

type Props = ApplicationActions & { agentId: string };

/** My Applications: the applications assigned to the agent, searchable, filterable by status, server-paged. */
export function ApplicationsTab({ agentId, onView, onContact }: Props) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const { filters, setFilters, clearFilters, isFiltered, page, setPage, apiQuery } = useApplicationsFilters();
  const list = useAgentApplications(agentId, apiQuery);
  const search = useCallback((value: string) => setFilters({ search: value }), [setFilters]);
  const List = isNarrow ? AgentApplicationCards : AgentApplicationsTable;

  return (
    <>
      <ListToolbar columns="minmax(0, 1fr) 220px">
        <ApplicationsSearchField value={filters.search} onSearch={search} />
        <ApplicationsStatusFilter value={filters.status} onChange={(status) => setFilters({ status })} />
      </ListToolbar>
      <PagedList
        query={list}
        loadingLabel="Loading your applications..."
        page={page}
        onPageChange={setPage}
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
      </PagedList>
    </>
  );
}
