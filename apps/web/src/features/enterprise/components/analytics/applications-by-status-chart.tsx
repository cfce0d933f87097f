import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { statusLabel } from '@visabridge/contract';
import type { CorporateStatsView } from '@visabridge/contract';
import { formatCount } from '../../../../lib/format';
import { ChartCard } from '../../../../components/charts/chart-card';
import { corporateStatuses } from '../corporate-labels';

type Props = { counts: CorporateStatsView['applicationsByStatus'] };

/** How many of the company's applications are in each status, one coloured bar per status. */
export function ApplicationsByStatusChart({ counts }: Props) {
  const { palette } = useTheme();
  const dataset = corporateStatuses.map((status) => ({ status: statusLabel(status), count: counts[status] }));
  const total = dataset.reduce((sum, { count }) => sum + count, 0);
  return (
    <ChartCard
      id="applications-by-status"
      title="Applications by status"
      summary={`${formatCount(total, 'application')} filed, by current status.`}
      emptyMessage={total === 0 ? 'No application has been filed yet.' : null}
      table={{
        headers: ['Status', 'Applications'],
        rows: dataset.map(({ status, count }) => [status, count]),
      }}
    >
      <BarChart
        height={280}
        layout="horizontal"
        dataset={dataset}
        xAxis={[{ tickMinStep: 1 }]}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'status',
            width: 90,
            colorMap: {
              type: 'ordinal',
              colors: [palette.warning.main, palette.info.main, palette.success.main, palette.error.main],
            },
          },
        ]}
        series={[{ dataKey: 'count', label: 'Applications' }]}
        hideLegend
      />
    </ChartCard>
  );
}
