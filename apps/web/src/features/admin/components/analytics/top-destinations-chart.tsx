import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminAnalyticsView } from '@visabridge/contract';
import { formatCount } from '../../../../lib/format';
import { ChartCard } from '../../../../components/charts/chart-card';

type Props = { destinations: AdminAnalyticsView['topDestinations'] };

/** The most applied-for destinations, longest bar first. */
export function TopDestinationsChart({ destinations }: Props) {
  const { palette } = useTheme();
  const [top] = destinations;
  return (
    <ChartCard
      id="top-destinations"
      title="Top destinations"
      summary={
        top
          ? `${top.name} leads with ${formatCount(top.count, 'submitted application')}.`
          : 'Submitted applications by destination.'
      }
      emptyMessage={top ? null : 'No application has been submitted yet.'}
      table={{
        headers: ['Destination', 'Applications'],
        rows: destinations.map(({ name, count }) => [name, count]),
      }}
    >
      <BarChart
        height={Math.max(160, destinations.length * 36 + 60)}
        layout="horizontal"
        dataset={destinations}
        xAxis={[{ tickMinStep: 1 }]}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
        series={[{ dataKey: 'count', label: 'Applications', color: palette.primary.main }]}
        hideLegend
      />
    </ChartCard>
  );
}
