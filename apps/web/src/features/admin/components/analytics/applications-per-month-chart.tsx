import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { staffApplicationStatuses } from '@visabridge/contract';
import type { AdminAnalyticsView, StaffApplicationStatus } from '@visabridge/contract';
import { formatNumber } from '../../../../lib/format';
import { applicationStatusNames } from '../../../../components/applications/application-status-names';
import { ChartCard } from '../../../../components/charts/chart-card';
import { formatMonth } from '../../../../components/charts/chart-format';

type Props = { months: AdminAnalyticsView['applicationsPerMonth'] };

/** Applications submitted per month over the last year, each bar split by the applications' current status. */
export function ApplicationsPerMonthChart({ months }: Props) {
  const { t } = useLingui();
  const { palette } = useTheme();
  const colors: Record<StaffApplicationStatus, string> = {
    pending: palette.warning.main,
    in_review: palette.info.main,
    approved: palette.success.main,
    rejected: palette.error.main,
  };
  const totalOf = (month: Props['months'][number]) =>
    staffApplicationStatuses.reduce((sum, status) => sum + month[status], 0);
  const total = months.reduce((sum, month) => sum + totalOf(month), 0);
  const totalCount = formatNumber(total);
  const statusName = (status: StaffApplicationStatus) => t(applicationStatusNames[status]);

  return (
    <ChartCard
      id="applications-per-month"
      title={t`Applications per month`}
      summary={t`${plural(total, {
        one: `${totalCount} application submitted over the last 12 months, by current status.`,
        other: `${totalCount} applications submitted over the last 12 months, by current status.`,
      })}`}
      emptyMessage={total === 0 ? t`No application was submitted in the last 12 months.` : null}
      table={{
        headers: [
          t({ message: 'Month', comment: 'chart table header' }),
          ...staffApplicationStatuses.map(statusName),
          t({ message: 'Total', comment: 'chart table header: the applications of all statuses' }),
        ],
        rows: months.map((month) => [
          formatMonth(month.month, 'long'),
          ...staffApplicationStatuses.map((status) => month[status]),
          totalOf(month),
        ]),
      }}
    >
      <BarChart
        height={300}
        dataset={months}
        xAxis={[
          { scaleType: 'band', dataKey: 'month', valueFormatter: (month: string) => formatMonth(month) },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={staffApplicationStatuses.map((status) => ({
          dataKey: status,
          label: statusName(status),
          stack: 'status',
          color: colors[status],
        }))}
      />
    </ChartCard>
  );
}
