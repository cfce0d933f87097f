import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminAnalyticsView } from '@visabridge/contract';
import { ChartCard } from '../../../../components/charts/chart-card';
import { formatCount } from '../../../../lib/format';

type Props = Pick<AdminAnalyticsView, 'decisionTimes' | 'averageDecisionDays'>;

/** How long decided applications took from submission to decision, and the average. */
export function DecisionTimesChart({ decisionTimes, averageDecisionDays }: Props) {
  const { palette } = useTheme();
  const decided = decisionTimes.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <ChartCard
      id="decision-times"
      title="Decision time"
      summary={
        averageDecisionDays === null
          ? 'No application has been decided yet.'
          : `Average decision time: ${averageDecisionDays.toFixed(1)} days over ${formatCount(decided, 'decided application')}.`
      }
      emptyMessage={decided === 0 ? 'Decision times show once applications are approved or rejected.' : null}
      table={{
        headers: ['Days to decision', 'Applications'],
        rows: decisionTimes.map(({ label, count }) => [label, count]),
      }}
    >
      <BarChart
        height={260}
        dataset={decisionTimes}
        xAxis={[{ scaleType: 'band', dataKey: 'label', label: 'Days from submission to decision' }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[{ dataKey: 'count', label: 'Applications', color: palette.secondary.main }]}
        hideLegend
      />
    </ChartCard>
  );
}
