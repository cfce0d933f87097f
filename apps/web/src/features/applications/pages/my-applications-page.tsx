import AddIcon from '@mui/icons-material/Add';
import { Box, Button, LinearProgress, Paper, TablePagination, useMediaQuery, useTheme } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useApplicationSummary } from '../api/use-application-summary';
import { useApplications } from '../api/use-applications';
import { applicationMessages } from '../application-messages';
import { ApplicationsCards } from '../components/applications-cards';
import { ApplicationsDeleteDialog } from '../components/applications-delete-dialog';
import { ApplicationsDetailsDialog } from '../components/applications-details-dialog';
import { ApplicationsEmptyState } from '../components/applications-empty-state';
import { ApplicationsStatCards } from '../components/applications-stat-cards';
import { ApplicationsTable } from '../components/applications-table';
import { ApplicationsToolbar } from '../components/applications-toolbar';
import { pageSizes, useApplicationsFilters } from '../components/use-applications-filters';

/** My Applications: counts per status, a searchable, filterable, server-paged list, details and deletion. */
export default function MyApplicationsPage() {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const toast = useToast();
  const listState = useApplicationsFilters();
  const { page, pageSize, apiQuery, setPage, setPageSize, isFiltered, clearFilters } = listState;
  const list = useApplications(apiQuery);
  const summary = useApplicationSummary();
  const [viewing, setViewing] = useState<ApplicationView | null>(null);
  const [deleting, setDeleting] = useState<ApplicationView | null>(null);

  const hasFailed = list.isError || summary.isError;
  const failure = list.error ?? summary.error;
  useEffect(() => {
    if (hasFailed && !isSessionEnd(failure))
      toast.error(applicationMessages.loadFailed, { preventDuplicate: true });
  }, [hasFailed, failure, toast]);

  // A page left empty (its last row deleted, or a stale link) moves to the last page that has rows.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [list.isSuccess, list.isPlaceholderData, page, lastPage, setPage]);

  const retry = () => {
    void list.refetch();
    void summary.refetch();
  };
  const rows = list.data?.items ?? [];
  const List = isNarrow ? ApplicationsCards : ApplicationsTable;

  return (
    <PageContainer
      title="My Applications"
      subtitle="Track your visa applications, continue drafts and read what your agent says."
      actions={
        <Button component={RouterLink} to="/visa-check" variant="contained" startIcon={<AddIcon />}>
          New Application
        </Button>
      }
    >
      <ApplicationsStatCards counts={summary.data} isError={summary.isError} />

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ApplicationsToolbar {...listState} />
        <Box sx={{ height: 4 }}>
          {list.isFetching && !list.isPending && <LinearProgress aria-label="Loading applications" />}
        </Box>
        {list.isPending && <PageLoader label="Loading your applications..." />}
        {list.isError && (
          <LoadErrorAlert message={applicationMessages.loadFailed} onRetry={retry} sx={{ m: 2 }} />
        )}
        {list.isSuccess && rows.length === 0 && (
          <ApplicationsEmptyState isFiltered={isFiltered} onClearFilters={clearFilters} />
        )}
        {rows.length > 0 && <List applications={rows} onView={setViewing} onDelete={setDeleting} />}
        {list.isSuccess && total > 0 && (
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage) - 1}
            onPageChange={(_event, next) => setPage(next + 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...pageSizes]}
            onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
            labelRowsPerPage="Per page"
          />
        )}
      </Paper>

      <ApplicationsDetailsDialog application={viewing} onClose={() => setViewing(null)} />
      <ApplicationsDeleteDialog application={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
