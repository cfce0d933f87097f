const numberFormat = new Intl.NumberFormat('en-US');
const dateFormats = {
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  /** '12 Jan 2025': compact, and unambiguous for readers of either day-month order. */
  short: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' }),
};

export const formatNumber = (value: number) => numberFormat.format(value);

/** Formats an ISO date or date-time; a plain YYYY-MM-DD is read as that calendar day, not as UTC midnight. */
export const formatDate = (value: string, style: keyof typeof dateFormats = 'long') => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormats[style].format(date);
};

/** First letter of a name for avatars, 'U' when there is none. */
export const initialOf = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || 'U';
