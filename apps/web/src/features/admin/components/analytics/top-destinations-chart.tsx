import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminAnalyticsView } from '@visabridge/contract';
import { formatNumber } from '../../../../lib/format';
import { ChartCard } from '../../../../components/charts/chart-card';

type Props = { destinations: AdminAnalyticsView['topDestinations'] };

/** The most applied-for destinations, longest bar first. */
export function TopDestinationsChart({ destinations }: Props) {
  const { t } = useLingui();
  const { palette } = useTheme();
  const [top] = destinations;
  const applicationsLabel = t({ message: 'Applications', comment: 'chart table header: a count' });
  const leadingSummary = (destination: string, count: number) => {
    const applicationCount = formatNumber(count);
    return t`${plural(count, {
      one: `${destination} leads with ${applicationCount} submitted application.`,
      other: `${destination} leads with ${applicationCount} submitted applications.`,
    })}`;
  };
  return (
    <ChartCard
      id="top-destinations"
      title={t`Top destinations`}
      summary={top ? leadingSummary(top.name, top.count) : t`Submitted applications by destination.`}
      emptyMessage={top ? null : t`No application has been submitted yet.`}
      table={{
        headers: [t({ message: 'Destination', comment: 'chart table header: a country' }), applicationsLabel],
        rows: destinations.map(({ name, count }) => [name, count]),
      }}
    >
      <BarChart
        height={Math.max(160, destinations.length * 36 + 60)}
        layout="horizontal"
        dataset={destinations}
        xAxis={[{ tickMinStep: 1 }]}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
        series={[{ dataKey: 'count', label: applicationsLabel, color: palette.primary.main }]}
        hideLegend
      />
    </ChartCard>
  );
}
