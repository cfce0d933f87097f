import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '../../../lib/format';

/** The typical first-reply time, as people say it. */
export const replyTimeText = (i18n: I18n, minutes: number) => {
  if (minutes < 90) {
    const minuteCount = formatNumber(minutes);
    return i18n._(
      msg`${plural(minutes, {
        one: `Support usually replies in about ${minuteCount} minute.`,
        other: `Support usually replies in about ${minuteCount} minutes.`,
      })}`,
    );
  }
  const hours = Math.round(minutes / 60);
  const hourCount = formatNumber(hours);
  return i18n._(
    msg`${plural(hours, {
      one: `Support usually replies in about ${hourCount} hour.`,
      other: `Support usually replies in about ${hourCount} hours.`,
    })}`,
  );
};
