import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { CorporateStatsView } from '@visabridge/contract';
import { formatNumber } from '../../../../lib/format';
import { applicationStatusNames } from '../../../../components/applications/application-status-names';
import { ChartCard } from '../../../../components/charts/chart-card';
import { corporateStatuses } from '../corporate-labels';

type Props = { counts: CorporateStatsView['applicationsByStatus'] };

/** How many of the company's applications are in each status, one coloured bar per status. */
export function ApplicationsByStatusChart({ counts }: Props) {
  const { t } = useLingui();
  const { palette } = useTheme();
  const dataset = corporateStatuses.map((status) => ({
    status: t(applicationStatusNames[status]),
    count: counts[status],
  }));
  const total = dataset.reduce((sum, { count }) => sum + count, 0);
  const totalCount = formatNumber(total);
  return (
    <ChartCard
      id="applications-by-status"
      title={t`Applications by status`}
      summary={t`${plural(total, {
        one: `${totalCount} application filed, by current status.`,
        other: `${totalCount} applications filed, by current status.`,
      })}`}
      emptyMessage={total === 0 ? t`No application has been filed yet.` : null}
      table={{
        headers: [t({ message: 'Status', comment: 'table column' }), t`Applications`],
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
        series={[{ dataKey: 'count', label: t`Applications` }]}
        hideLegend
      />
    </ChartCard>
  );
}
