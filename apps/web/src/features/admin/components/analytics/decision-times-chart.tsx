import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminAnalyticsView } from '@visabridge/contract';
import { ChartCard } from '../../../../components/charts/chart-card';
import { formatNumber } from '../../../../lib/format';

type Props = Pick<AdminAnalyticsView, 'decisionTimes' | 'averageDecisionDays'>;

/** How long decided applications took from submission to decision, and the average. */
export function DecisionTimesChart({ decisionTimes, averageDecisionDays }: Props) {
  const { t } = useLingui();
  const { palette } = useTheme();
  const decided = decisionTimes.reduce((sum, bucket) => sum + bucket.count, 0);
  const decidedCount = formatNumber(decided);
  const averageDays = averageDecisionDays?.toFixed(1);
  return (
    <ChartCard
      id="decision-times"
      title={t`Decision time`}
      summary={
        averageDays === undefined
          ? t`No application has been decided yet.`
          : t`${plural(decided, {
              one: `Average decision time: ${averageDays} days over ${decidedCount} decided application.`,
              other: `Average decision time: ${averageDays} days over ${decidedCount} decided applications.`,
            })}`
      }
      emptyMessage={decided === 0 ? t`Decision times show once applications are approved or rejected.` : null}
      table={{
        headers: [
          t`Days to decision`,
          t({ message: 'Applications', comment: 'chart table header: a count' }),
        ],
        rows: decisionTimes.map(({ label, count }) => [label, count]),
      }}
    >
      <BarChart
        height={260}
        dataset={decisionTimes}
        xAxis={[{ scaleType: 'band', dataKey: 'label', label: t`Days from submission to decision` }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            dataKey: 'count',
            label: t({ message: 'Applications', comment: 'chart table header: a count' }),
            color: palette.secondary.main,
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
