import { formatMoney } from '@visabridge/contract';
import type { EntryRuleView } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';

/** 'From 2 Apr 2025', 'From 1 Dec 2026 until 10 Dec 2026', or 'Announced, no start date'. */
export const inForceText = ({ startsOn, endsOn }: Pick<EntryRuleView, 'startsOn' | 'endsOn'>) => {
  if (startsOn === null) return 'Announced, no start date';
  const from = `From ${formatDate(startsOn, 'short')}`;
  return endsOn ? `${from} until ${formatDate(endsOn, 'short')}` : from;
};

/**
 * The government fee on `today` ('£16.00'), or the first one to come ('None yet; £10.00 from 2 Apr 2025'),
 * or 'Not known' when the rule records none: dates are YYYY-MM-DD, so text order is date order.
 */
export const currentFeeText = (fees: EntryRuleView['fees'], today: string) => {
  const inForce = fees
    .filter((step) => step.from <= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .at(-1);
  if (inForce) return formatMoney(inForce.amount, inForce.currency);
  const next = [...fees].sort((a, b) => a.from.localeCompare(b.from))[0];
  return next
    ? `None yet; ${formatMoney(next.amount, next.currency)} from ${formatDate(next.from, 'short')}`
    : 'Not known';
};

/** 'Recorded by VisaBridge on 28 Nov 2026': who wrote the rule down from its source, never 'verified'. */
export const recordedText = (rule: Pick<EntryRuleView, 'recordedBy' | 'recordedOn'>) =>
  `Recorded by ${rule.recordedBy} on ${formatDate(rule.recordedOn, 'short')}`;
