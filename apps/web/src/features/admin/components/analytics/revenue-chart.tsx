import { useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@visabridge/contract';
import type { AdminAnalyticsView } from '@visabridge/contract';
import { ChartCard } from '../../../../components/charts/chart-card';
import { formatMonth, formatUnits, minorUnitsPer } from '../../../../components/charts/chart-format';

type Props = { revenue: AdminAnalyticsView['revenuePerMonth']; months: string[] };

/** Completed payments per month, one series per currency (amounts in different currencies are never added). */
export function RevenueChart({ revenue, months }: Props) {
  const { t } = useLingui();
  const { palette } = useTheme();
  const seriesColors = [
    palette.success.main,
    palette.primary.main,
    palette.secondary.main,
    palette.warning.main,
  ];
  const currencies = [...new Set(revenue.map(({ currency }) => currency))].sort();
  const minorOf = (month: string, currency: string) =>
    revenue.find((entry) => entry.month === month && entry.currency === currency)?.amount ?? 0;
  const dataset = months.map((month) => ({
    month,
    ...Object.fromEntries(
      currencies.map((currency) => [currency, minorOf(month, currency) / minorUnitsPer(currency)]),
    ),
  }));
  const totals = currencies.map((currency) =>
    formatMoney(
      revenue.filter((entry) => entry.currency === currency).reduce((sum, entry) => sum + entry.amount, 0),
      currency,
    ),
  );
  // '£10.00 and $20.00 and €5.00': one total per currency, never added up.
  const totalsText = totals.reduce((amounts, amount) =>
    t({
      message: `${amounts} and ${amount}`,
      comment: 'a list of amounts in different currencies, one more added at its end: "£10.00 and $20.00"',
    }),
  );

  return (
    <ChartCard
      id="revenue-per-month"
      title={t`Revenue per month`}
      summary={
        currencies.length
          ? t({
              message: `${totalsText} completed over the last 12 months.`,
              comment: '{totalsText} is the money taken in each currency, e.g. "£10.00 and $20.00"',
            })
          : t`Completed payments.`
      }
      emptyMessage={currencies.length === 0 ? t`No payment was completed in the last 12 months.` : null}
      table={{
        headers: [t({ message: 'Month', comment: 'chart table header' }), ...currencies],
        rows: months.map((month) => [
          formatMonth(month, 'long'),
          ...currencies.map((currency) => formatMoney(minorOf(month, currency), currency)),
        ]),
      }}
    >
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[
          { scaleType: 'band', dataKey: 'month', valueFormatter: (month: string) => formatMonth(month) },
        ]}
        yAxis={[
          {
            label:
              currencies.length === 1
                ? currencies[0]
                : t({
                    message: 'Amount',
                    comment: "a chart axis: the money taken, in each currency's units",
                  }),
          },
        ]}
        series={currencies.map((currency, index) => ({
          dataKey: currency,
          color: seriesColors[index % seriesColors.length],
          label: currency,
          valueFormatter: (value: number | null) => formatUnits(value, currency),
        }))}
      />
    </ChartCard>
  );
}
