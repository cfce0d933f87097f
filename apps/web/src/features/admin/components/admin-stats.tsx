import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
      <Trans>No sign-ups last month</Trans>
    </Box>
  ) : (
    `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%`
  );

const usersFigures = (i18n: I18n, stats: AdminStatsView): Figure[] => [
  {
    label: i18n._(msg`Total Users`),
    value: formatNumber(stats.totalUsers),
    color: 'primary.main',
  },
  {
    label: i18n._(msg({ message: 'Monthly Growth', comment: "growth of sign-ups against last month's" })),
    value: formatGrowth(stats.monthlyGrowth),
    color: 'primary.main',
  },
  { label: i18n._(msg`Active Agents`), value: formatNumber(stats.activeAgents), color: 'secondary.main' },
  {
    label: i18n._(msg`Corporate Clients`),
    value: formatNumber(stats.corporateClients),
    color: 'secondary.main',
  },
  {
    label: i18n._(msg({ message: 'Revenue', comment: 'headline figure: the money taken, per currency' })),
    value: <MoneyList totals={stats.totalRevenue} />,
    color: 'success.main',
  },
];

const applicationFigures = (i18n: I18n, stats: AdminStatsView): Figure[] => [
  {
    label: i18n._(msg`Total Applications`),
    value: formatNumber(stats.totalApplications),
    color: 'primary.main',
  },
  {
    label: i18n._(
      msg({ message: 'Pending', comment: 'headline figure: the number of pending applications' }),
    ),
    value: formatNumber(stats.pendingApplications),
    color: 'warning.main',
  },
  {
    label: i18n._(
      msg({ message: 'In Review', comment: 'headline figure: the number of applications in review' }),
    ),
    value: formatNumber(stats.inReviewApplications),
    color: 'info.main',
  },
  {
    label: i18n._(
      msg({ message: 'Approved', comment: 'headline figure: the number of approved applications' }),
    ),
    value: formatNumber(stats.approvedApplications),
    color: 'success.main',
  },
  {
    label: i18n._(
      msg({ message: 'Rejected', comment: 'headline figure: the number of rejected applications' }),
    ),
    value: formatNumber(stats.rejectedApplications),
    color: 'error.main',
  },
  {
    label: i18n._(
      msg({
        message: 'Unassigned',
        comment: 'headline figure: the number of applications no agent handles yet',
      }),
    ),
    value: formatNumber(stats.unassignedApplications),
    color: 'text.disabled',
  },
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
  const { t, i18n } = useLingui();
  const stats = useAdminStats();
  return (
    <QueryData
      query={stats}
      loadingLabel={t`Loading figures...`}
      failureMessage={t(adminMessages.loadFailed)}
    >
      {(data) => (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <StatsGroup
                id="admin-stats-users"
                title={t`Users and revenue`}
                figures={usersFigures(i18n, data)}
              />
              <StatsGroup
                id="admin-stats-applications"
                title={t({ message: 'Applications', comment: 'heading of the figures about applications' })}
                figures={applicationFigures(i18n, data)}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </QueryData>
  );
}
