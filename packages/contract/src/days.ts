/**
 * Calendar days as YYYY-MM-DD, the one way day arithmetic is done. The rule for "today": the server counts
 * in UTC (`dayOf`); a browser counts in its reader's own time zone (`localDayOf`), the day its date inputs show.
 */
export const DAY_MS = 86_400_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment's calendar day in UTC: the server's today when no moment is given. */
export const dayOf = (moment: Date = new Date()) => moment.toISOString().slice(0, 10);

/** A moment's calendar day in the reader's time zone: a browser's today when no moment is given. */
export const localDayOf = (moment: Date = new Date()) =>
  `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;

/** Midnight UTC at the start of a calendar day. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` days after `day` (negative for before). */
export const addDays = (day: string, days: number) =>
  dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));

/** The day `months` months after `day` (negative for before). */
export const addMonthsTo = (day: string, months: number) => {
  const moment = startOfDay(day);
  moment.setUTCMonth(moment.getUTCMonth() + months);
  return dayOf(moment);
};

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);
