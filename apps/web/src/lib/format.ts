const numberFormat = new Intl.NumberFormat('en-US');
const dateFormats = {
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  /** '12 Jan 2025': compact, and unambiguous for readers of either day-month order. */
  short: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' }),
  /** '12 Jan 2025, 14:05': for events, where the hour matters. */
  dateTime: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
};

export const formatNumber = (value: number) => numberFormat.format(value);

/** Formats an ISO date or date-time; a plain YYYY-MM-DD is read as that calendar day, not as UTC midnight. */
export const formatDate = (value: string, style: keyof typeof dateFormats = 'long') => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormats[style].format(date);
};

const fileSizeUnits = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: '512 bytes', '1.4 MB'. */
export const formatFileSize = (bytes: number) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < fileSizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${fileSizeUnits[unit]}`;
};

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** How long ago a date-time was ('5 minutes ago', 'yesterday'); older than a week, the date itself. */
export const formatTimeAgo = (value: string, now = Date.now()) => {
  // A server clock slightly ahead of this one must not make a new event sound like a future one.
  let amount = Math.min(0, Math.round((new Date(value).getTime() - now) / 1000));
  if (Number.isNaN(amount)) return value;
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return relativeTime.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDate(value, 'short');
};

/** First letter of a name for avatars, 'U' when there is none. */
export const initialOf = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || 'U';
