import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, Paper, useMediaQuery, useTheme } from '@mui/material';
import type { ApplicationListItemView } from '@visabridge/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PagedList } from '../../../components/lists/paged-list';
import { TripsOverview } from '../../../components/trips/trips-overview';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useApplicationSummary } from '../api/use-application-summary';
import { useApplications } from '../api/use-applications';
import { applicationMessages } from '../application-messages';
import { ApplicationsCards } from '../components/list/applications-cards';
import { ApplicationsDeleteDialog } from '../components/list/applications-delete-dialog';
import { ApplicationsDetailsDialog } from '../components/list/applications-details-dialog';
import { ApplicationsEmptyState } from '../components/list/applications-empty-state';
import { ApplicationsStatCards } from '../components/list/applications-stat-cards';
import { ApplicationsTable } from '../components/list/applications-table';
import { ApplicationsToolbar } from '../components/list/applications-toolbar';
import { useApplicationsFilters } from '../components/list/use-applications-filters';

/** My Applications: counts per status, a searchable, filterable, server-paged list, details and deletion. */
export default function MyApplicationsPage() {
  const { t } = useLingui();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const toast = useToast();
  const listState = useApplicationsFilters();
  const { apiQuery, isFiltered, clearFilters } = listState;
  const list = useApplications(apiQuery);
  const summary = useApplicationSummary();
  const [viewing, setViewing] = useState<ApplicationListItemView | null>(null);
  const [deleting, setDeleting] = useState<ApplicationListItemView | null>(null);

  const loadFailed = t(applicationMessages.loadFailed);
  const hasFailed = list.isError || summary.isError;
  const failure = list.error ?? summary.error;
  useEffect(() => {
    if (hasFailed && !isSessionEnd(failure)) toast.error(loadFailed, { preventDuplicate: true });
  }, [hasFailed, failure, toast, loadFailed]);

  const retry = () => {
    void list.refetch();
    void summary.refetch();
  };
  const List = isNarrow ? ApplicationsCards : ApplicationsTable;

  return (
    <PageContainer
      title={t`My Applications`}
      subtitle={t`Track your visa applications, continue drafts and read what your agent says.`}
      actions={
        <>
          <Button component={RouterLink} to="/trips/new" variant="outlined" startIcon={<GroupAddIcon />}>
            <Trans comment="button: start one trip's applications for several travellers">
              Trip for several
            </Trans>
          </Button>
          <Button component={RouterLink} to="/visa-check" variant="contained" startIcon={<AddIcon />}>
            <Trans>New Application</Trans>
          </Button>
        </>
      }
    >
      <ApplicationsStatCards counts={summary.data} isError={summary.isError} />

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ApplicationsToolbar {...listState} />
        <PagedList
          query={list}
          paging={listState}
          loadingLabel={t`Loading your applications...`}
          failureMessage={loadFailed}
          onRetry={retry}
          empty={<ApplicationsEmptyState isFiltered={isFiltered} onClearFilters={clearFilters} />}
        >
          {(rows) => <List applications={rows} onView={setViewing} onDelete={setDeleting} />}
        </PagedList>
      </Paper>

      <Box sx={{ mt: 3 }}>
        <TripsOverview />
      </Box>

      <ApplicationsDetailsDialog application={viewing} onClose={() => setViewing(null)} />
      <ApplicationsDeleteDialog application={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
