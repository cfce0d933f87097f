import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { AdminStatsView } from '@visabridge/contract';
import { FigureGrid } from '../../../components/layout/figure-grid';
import type { Figure } from '../../../components/layout/figure-grid';
import { QueryData } from '../../../components/query-data';
import { formatNumber } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';
import { adminMessages } from '../admin-messages';
import { MoneyList } from '../../../components/payments/money-list';

/** '+12.5%' against last month's sign-ups, or why there is no percentage. */
const formatGrowth = (growth: number | null) =>
  growth === null ? (
    <Box component="span" sx={{ fontSize: '1rem' }}>
      No sign-ups last month
    </Box>
  ) : (
    `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%`
  );

const usersFigures = (stats: AdminStatsView): Figure[] => [
  { label: 'Total Users', value: formatNumber(stats.totalUsers), color: 'primary.main' },
  { label: 'Monthly Growth', value: formatGrowth(stats.monthlyGrowth), color: 'primary.main' },
  { label: 'Active Agents', value: formatNumber(stats.activeAgents), color: 'secondary.main' },
  { label: 'Corporate Clients', value: formatNumber(stats.corporateClients), color: 'secondary.main' },
  { label: 'Revenue', value: <MoneyList totals={stats.totalRevenue} />, color: 'success.main' },
];

const applicationFigures = (stats: AdminStatsView): Figure[] => [
  { label: 'Total Applications', value: formatNumber(stats.totalApplications), color: 'primary.main' },
  { label: 'Pending', value: formatNumber(stats.pendingApplications), color: 'warning.main' },
  { label: 'In Review', value: formatNumber(stats.inReviewApplications), color: 'info.main' },
  { label: 'Approved', value: formatNumber(stats.approvedApplications), color: 'success.main' },
  { label: 'Rejected', value: formatNumber(stats.rejectedApplications), color: 'error.main' },
  { label: 'Unassigned', value: formatNumber(stats.unassignedApplications), color: 'text.disabled' },
];

function StatsGroup({ id, title, figures }: { id: string; title: string; figures: Figure[] }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Box
        sx={{
          '& > dl': {
            // On a phone an odd last figure takes the whole row instead of leaving a hole.
            '& > div:last-of-type:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: `repeat(${figures.length}, minmax(0, 1fr))`,
            },
          },
        }}
      >
        <FigureGrid figures={figures} />
      </Box>
    </Box>
  );
}

/** The platform's headline figures (GET /analytics/stats), all counted from stored data. */
export function AdminStats() {
  const stats = useAdminStats();
  return (
    <QueryData query={stats} loadingLabel="Loading figures..." failureMessage={adminMessages.loadFailed}>
      {(data) => (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <StatsGroup id="admin-stats-users" title="Users and revenue" figures={usersFigures(data)} />
              <StatsGroup
                id="admin-stats-applications"
                title="Applications"
                figures={applicationFigures(data)}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </QueryData>
  );
}
