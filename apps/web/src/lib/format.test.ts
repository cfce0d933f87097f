import { formatMoney } from '@visabridge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatFileSize,
  formatNumber,
  formatTimeAgo,
  initialOf,
  setFormatLanguage,
  setFormatLocale,
} from './format';

afterEach(() => {
  setFormatLocale('en-US');
  setFormatLanguage('en');
});

describe('numbers, counts and money in the account’s format', () => {
  it('writes numbers with the chosen language’s separators', () => {
    expect(formatNumber(1204)).toBe('1,204');
    setFormatLocale('de-DE');
    expect(formatNumber(1204.5)).toBe('1.204,5');
  });

  it('writes amounts from minor units in the chosen language, with the currency’s own decimals', () => {
    expect(formatMoney(8500, 'USD')).toBe('$85.00');
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
    setFormatLocale('de-DE');
    setFormatLanguage('de');
    expect(formatMoney(123456, 'EUR')).toBe('1.234,56\u00a0€');
    setFormatLanguage('en');
    setFormatLocale('en-GB');
    expect(formatMoney(8500, 'GBP')).toBe('£85.00');
  });
});

describe('dates', () => {
  it('writes a calendar date as that day, in every style and language', () => {
    expect(formatDate('2026-03-01')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', 'short')).toBe('1 Mar 2026');
    setFormatLocale('en-GB');
    expect(formatDate('2026-03-01', 'short')).toBe('1 Mar 2026');
    setFormatLocale('fr-FR');
    setFormatLanguage('fr');
    expect(formatDate('2026-03-01')).toBe('1 mars 2026');
  });

  it("writes the page's language with the region's conventions", () => {
    setFormatLanguage('es');
    expect(formatDate('2027-05-10')).toBe('10 de mayo de 2027');
    expect(formatMoney(2500, 'USD')).toBe('$25.00');
    expect(formatNumber(12345.6)).toBe('12,345.6');
    setFormatLocale('de-DE');
    expect(formatDate('2027-05-10')).toBe('10 de mayo de 2027');
    expect(formatNumber(12345.6)).toBe('12.345,6');
    setFormatLanguage('ar');
    expect(formatDate('2027-05-10')).toBe('10 مايو 2027');
    expect(formatFileSize(1536)).not.toMatch(/[٠-٩]/);
    setFormatLanguage('en');
    expect(formatDate('2027-05-10')).toBe('10. Mai 2027');
  });

  it('shows a value it cannot read as it came, rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatTimeAgo('not a date', 'en')).toBe('not a date');
  });

  it('says how long ago a moment was, never in the future, and the date itself past a week', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(formatTimeAgo('2026-11-28T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(formatTimeAgo('2026-11-28T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-28T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-27T12:00:00Z', 'en', now)).toBe('yesterday');
    // A server clock a little ahead: still "now", not "in 5 seconds".
    expect(formatTimeAgo('2026-11-28T12:00:05Z', 'en', now)).toBe('now');
    expect(formatTimeAgo('2026-11-01T12:00:00Z', 'en', now)).toBe('1 Nov 2026');
    expect(formatTimeAgo('2026-11-28T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(formatTimeAgo('2026-11-27T12:00:00Z', 'de', now)).toBe('gestern');
    expect(formatTimeAgo('2026-11-28T11:55:00Z', 'ar', now)).toBe('قبل 5 دقائق');
  });
});

describe('file sizes and initials', () => {
  it('writes sizes as people read them', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
    setFormatLocale('fr-FR');
    setFormatLanguage('fr');
    expect(formatFileSize(1536)).toBe('1,5\u202fko');
  });

  it('takes the first letter of a name, U for none', () => {
    expect(initialOf('  maya Chen')).toBe('M');
    expect(initialOf('')).toBe('U');
    expect(initialOf(null)).toBe('U');
  });
});
