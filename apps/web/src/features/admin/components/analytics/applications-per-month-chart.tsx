import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { staffApplicationStatuses, statusLabel } from '@visabridge/contract';
import type { AdminAnalyticsView, StaffApplicationStatus } from '@visabridge/contract';
import { formatCount } from '../../../../lib/format';
import { ChartCard } from '../../../../components/charts/chart-card';
import { formatMonth } from '../../../../components/charts/chart-format';

type Props = { months: AdminAnalyticsView['applicationsPerMonth'] };

/** Applications submitted per month over the last year, each bar split by the applications' current status. */
export function ApplicationsPerMonthChart({ months }: Props) {
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

  return (
    <ChartCard
      id="applications-per-month"
      title="Applications per month"
      summary={`${formatCount(total, 'application')} submitted over the last 12 months, by current status.`}
      emptyMessage={total === 0 ? 'No application was submitted in the last 12 months.' : null}
      table={{
        headers: ['Month', ...staffApplicationStatuses.map(statusLabel), 'Total'],
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
          label: statusLabel(status),
          stack: 'status',
          color: colors[status],
        }))}
      />
    </ChartCard>
  );
}
