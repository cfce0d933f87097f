import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { daysBetween, localDayOf } from '@visabridge/contract';
import type { CorporateApplicationView } from '@visabridge/contract';
import { formatNumber } from '../../../lib/format';

export type Trip = CorporateApplicationView & { travelDate: string };
export type TripMonth = { month: string; trips: Trip[] };

/** One page of trips in travel-date order (as the API sorts them), grouped by month of travel. */
export const tripsByMonth = (applications: CorporateApplicationView[]) => {
  const months: TripMonth[] = [];
  for (const trip of applications.filter((item): item is Trip => item.travelDate !== null)) {
    const month = trip.travelDate.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.trips.push(trip);
    else months.push({ month, trips: [trip] });
  }
  return months;
};

/** 'today', 'tomorrow' or 'in 12 days', counted in calendar days from `today`. */
export const daysUntil = (i18n: I18n, date: string, today = localDayOf()) => {
  const days = daysBetween(today, date);
  if (days === 0) return i18n._(msg({ message: 'today', comment: 'when a trip starts, after its date' }));
  if (days === 1) return i18n._(msg({ message: 'tomorrow', comment: 'when a trip starts, after its date' }));
  const dayCount = formatNumber(days);
  return i18n._(
    msg({
      message: plural(days, { one: `in ${dayCount} day`, other: `in ${dayCount} days` }),
      comment: 'when a trip starts, after its date: in 12 days',
    }),
  );
};
