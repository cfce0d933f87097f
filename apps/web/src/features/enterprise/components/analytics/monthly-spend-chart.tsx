import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@visabridge/contract';
import type { CorporateStatsView } from '@visabridge/contract';
import { ChartCard } from '../../../../components/charts/chart-card';
import { formatMonth, formatUnits, minorUnitsPer } from '../../../../components/charts/chart-format';

type Props = Pick<CorporateStatsView, 'monthlySpend' | 'currency'> & { title?: string };

/** What the company's applications cost per month over the last 12 months. */
export function MonthlySpendChart({ monthlySpend, currency, title }: Props) {
  const { t } = useLingui();
  const { palette } = useTheme();
  const total = monthlySpend.reduce((sum, { amount }) => sum + amount, 0);
  const totalSpent = formatMoney(total, currency);
  const spend = t({ message: 'Spend', comment: 'money spent: a chart series and table column' });
  const dataset = monthlySpend.map(({ month, amount }) => ({
    month,
    amount: amount / minorUnitsPer(currency),
  }));
  return (
    <ChartCard
      id="monthly-spend"
      title={title ?? t`Monthly spend`}
      summary={t`${totalSpent} spent on visa applications over the last 12 months.`}
      emptyMessage={total === 0 ? t`No application was filed in the last 12 months.` : null}
      table={{
        headers: [t({ message: 'Month', comment: 'table column' }), spend],
        rows: monthlySpend.map(({ month, amount }) => [
          formatMonth(month, 'long'),
          formatMoney(amount, currency),
        ]),
      }}
    >
      <BarChart
        height={280}
        dataset={dataset}
        xAxis={[
          { scaleType: 'band', dataKey: 'month', valueFormatter: (month: string) => formatMonth(month) },
        ]}
        yAxis={[{ label: currency }]}
        series={[
          {
            dataKey: 'amount',
            label: spend,
            color: palette.primary.main,
            valueFormatter: (value: number | null) => formatUnits(value, currency),
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
