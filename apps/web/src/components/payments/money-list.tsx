import { formatMoney } from '@visabridge/contract';

type Props = { totals: { currency: string; amount: number }[] };

/** Amounts in several currencies, one per line (they cannot be added up); a dash when there are none. */
export function MoneyList({ totals }: Props) {
  if (totals.length === 0) return '—';
  return totals.map(({ currency, amount }) => <div key={currency}>{formatMoney(amount, currency)}</div>);
}
