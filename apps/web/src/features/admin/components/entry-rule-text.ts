import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@visabridge/contract';
import type { EntryRuleView } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';

/** 'From 2 Apr 2025', 'From 1 Dec 2026 until 10 Dec 2026', or 'Announced, no start date'. */
export const inForceText = (i18n: I18n, { startsOn, endsOn }: Pick<EntryRuleView, 'startsOn' | 'endsOn'>) => {
  if (startsOn === null)
    return i18n._(
      msg({
        message: 'Announced, no start date',
        comment: 'an entry rule announced, with no start date yet',
      }),
    );
  const from = formatDate(startsOn, 'short');
  if (!endsOn)
    return i18n._(msg({ message: `From ${from}`, comment: 'the date an entry rule is in force from' }));
  const until = formatDate(endsOn, 'short');
  return i18n._(
    msg({ message: `From ${from} until ${until}`, comment: 'the dates an entry rule is in force' }),
  );
};

/**
 * The government fee on `today` ('£16.00'), or the first one to come ('None yet; £10.00 from 2 Apr 2025'),
 * or 'Not known' when the rule records none: dates are YYYY-MM-DD, so text order is date order.
 */
export const currentFeeText = (i18n: I18n, fees: EntryRuleView['fees'], today: string) => {
  const inForce = fees
    .filter((step) => step.from <= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .at(-1);
  if (inForce) return formatMoney(inForce.amount, inForce.currency);
  const next = [...fees].sort((a, b) => a.from.localeCompare(b.from))[0];
  if (!next)
    return i18n._(
      msg({
        message: 'Not known',
        context: 'fee',
        comment: 'the government fee of an entry rule is not known',
      }),
    );
  const fee = formatMoney(next.amount, next.currency);
  const from = formatDate(next.from, 'short');
  return i18n._(
    msg({
      message: `None yet; ${fee} from ${from}`,
      comment: 'no government fee today; the first fee and the date it applies from',
    }),
  );
};

/** 'Recorded by VisaBridge on 28 Nov 2026': who wrote the rule down from its source, never 'verified'. */
export const recordedText = (i18n: I18n, rule: Pick<EntryRuleView, 'recordedBy' | 'recordedOn'>) => {
  const { recordedBy } = rule;
  const recordedOn = formatDate(rule.recordedOn, 'short');
  return i18n._(
    msg({
      message: `Recorded by ${recordedBy} on ${recordedOn}`,
      comment: 'who wrote a fact down from its official source (a person, or VisaBridge), and when',
    }),
  );
};
