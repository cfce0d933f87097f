import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { TripsOverview } from '../../../components/trips/trips-overview';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { useAuth } from '../../../lib/auth/auth-context';
import { useIndividualDashboard } from '../../../lib/api/use-individual-dashboard';
import { ConsultationsCard } from '../components/consultations-card';
import { DashboardShell } from '../../../components/dashboard/dashboard-shell';
import { DashboardStatCards } from '../components/dashboard-stat-cards';
import { DocumentsPanel } from '../components/documents-panel';
import { PaymentOverviewPanel } from '../components/payment-overview-panel';
import { QuickActionsPanel } from '../../../components/dashboard/quick-actions-panel';
import { RecentApplicationsCard } from '../components/recent-applications-card';
import { RecentNotificationsCard } from '../components/recent-notifications-card';
import { TravelHistoryPanel } from '../components/travel-history-panel';
import { TravelIntelligencePanel } from '../components/travel-intelligence-panel';
import { WelcomeBanner } from '../components/welcome-banner';
import { quickActions } from '../../../components/dashboard/quick-actions';

export default function UserDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const dashboard = useIndividualDashboard();
  if (!user) return null;
  const { data } = dashboard;

  return (
    <DashboardShell>
      <Stack spacing={3}>
        <WelcomeBanner firstName={user.firstName} />
        {!user.isEmailVerified && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to="/verification" color="inherit" size="small">
                <Trans>Verify now</Trans>
              </Button>
            }
          >
            <Trans>Please verify your email address to receive updates about your applications.</Trans>
          </Alert>
        )}
        {dashboard.isPending && (
          <Box role="status">
            <LinearProgress aria-hidden="true" />
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              <Trans>Loading your dashboard...</Trans>
            </Typography>
          </Box>
        )}
        {dashboard.isError && !data && (
          <LoadErrorAlert
            message={t`Failed to load dashboard data`}
            onRetry={() => void dashboard.refetch()}
          />
        )}
        {data && (
          <>
            <DashboardStatCards dashboard={data} />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 8 }}>
                <RecentApplicationsCard applications={data.recentApplications} />
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <RecentNotificationsCard notifications={data.recentNotifications} />
              </Grid>
            </Grid>
          </>
        )}
        <QuickActionsPanel actions={quickActions.general} />
        {data && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TravelIntelligencePanel intelligence={data.travelIntelligence} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <DocumentsPanel documents={data.documents} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PaymentOverviewPanel payments={data.payments} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TravelHistoryPanel trips={data.travelHistory} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ConsultationsCard />
            </Grid>
          </Grid>
        )}
        <TripsOverview />
      </Stack>
    </DashboardShell>
  );
}
