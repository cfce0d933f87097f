export type DateStyle = 'long' | 'short' | 'dateTime' | 'time' | 'month' | 'monthShort';

const optionsOf: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** '12 Jan 2025': compact, and unambiguous for readers of either day-month order. */
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  /** '12 Jan 2025, 14:05': for events, where the hour matters. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '14:05': the hour under a date in a narrow column. */
  time: { timeStyle: 'short' },
  /** 'January 2025': a month in tables and on invoices. */
  month: { month: 'long', year: 'numeric' },
  /** 'Jan 25': a month on a chart's axis. */
  monthShort: { month: 'short', year: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (locale: string, style: DateStyle, timeZone?: string) => {
  // US readers get day-first compact dates too: '12 Jan 2025' cannot be misread in either order.
  const written = style !== 'long' && style !== 'month' && locale === 'en-US' ? 'en-GB' : locale;
  const key = `${written}:${style}:${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(written, { ...optionsOf[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * The one way dates are written, in an account's locale (its language setting, e.g. 'de-DE'). A plain
 * YYYY-MM-DD is that calendar day, not UTC midnight; text that is no date comes back as it was. Times
 * are in the reader's zone unless `timeZone` names another (e.g. 'UTC' in an email).
 */
export const formatDateIn = (
  locale: string,
  value: string | Date,
  style: DateStyle = 'long',
  timeZone?: string,
) => {
  const date =
    typeof value !== 'string'
      ? value
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00`)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatterOf(locale, style, timeZone).format(date);
};
