import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { FeesView } from '@visabridge/contract';

/** Why the fees come in parts, in one line people can read before they pay. */
export const feesExplanation = msg`VisaBridge's processing and service fees are the same on every application. The government fee is the destination's own charge: we show it where we hold its published fee, and collect it with ours when it is in the same currency; otherwise you pay it to the destination's authority (its embassy, or the official site of an e-visa or travel authorisation).`;

/** The destination's fee as known: collected with ours, paid to the destination's authority, or not known at all. */
const governmentFeeText = (i18n: I18n, { governmentFee }: FeesView) => {
  if (!governmentFee) return i18n._(msg`Not known: set by the destination's authority, paid to it`);
  const amount = formatMoney(governmentFee.amount, governmentFee.currency);
  return governmentFee.isCollected ? amount : i18n._(msg`${amount}, paid to the destination's authority`);
};

function FeeRow({ label, value, isTotal = false }: { label: string; value: string; isTotal?: boolean }) {
  const weight = isTotal ? 700 : 400;
  // The total's rule is its border: a list of terms holds only term groups, no separators.
  const rule = isTotal ? { mt: 0.5, pt: 1, borderTop: 1, borderColor: 'divider' } : {};
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, ...rule }}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      {/* Amounts are written with no-break spaces, so only a sentence such as 'Not known: …' wraps. */}
      <Typography component="dd" sx={{ m: 0, fontWeight: isTotal ? 700 : 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

type Props = { fees: FeesView; isExplained?: boolean };

/**
 * What goes where: the government fee apart from VisaBridge's processing and service fees,
 * each shown even when it is nothing, then the total VisaBridge charges in its currency.
 */
export function FeeBreakdown({ fees, isExplained = true }: Props) {
  const { t, i18n } = useLingui();
  const money = (amount: number) =>
    amount === 0 ? t({ message: 'None', comment: 'a fee of nothing' }) : formatMoney(amount, fees.currency);
  const currency = fees.currency;
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <FeeRow label={t`Government fee`} value={governmentFeeText(i18n, fees)} />
        <FeeRow label={t`VisaBridge processing fee`} value={money(fees.processingFee)} />
        <FeeRow label={t`VisaBridge service fee`} value={money(fees.serviceFee)} />
        <FeeRow
          label={t({
            message: `Total charged by VisaBridge (${currency})`,
            comment: '{currency} is a currency code, e.g. EUR',
          })}
          value={formatMoney(fees.total, fees.currency)}
          isTotal
        />
      </Box>
      {isExplained && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(feesExplanation)}
        </Typography>
      )}
    </Box>
  );
}
