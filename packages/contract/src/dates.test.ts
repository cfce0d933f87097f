import { describe, expect, it } from 'vitest';
import { formatDateIn } from './dates';

describe('formatDateIn', () => {
  it.each([
    ['en-US', 'short', '23 Nov 2026'],
    ['en-GB', 'short', '23 Nov 2026'],
    ['de-DE', 'short', '23. Nov. 2026'],
    ['en-US', 'long', 'November 23, 2026'],
    ['en-GB', 'long', '23 November 2026'],
    ['en-US', 'month', 'November 2026'],
    ['de-DE', 'month', 'November 2026'],
    ['en-US', 'monthShort', 'Nov 26'],
  ] as const)('writes 2026-11-23 in %s (%s) as %j', (locale, style, written) => {
    expect(formatDateIn(locale, '2026-11-23', style)).toBe(written);
  });

  it('reads a plain day as that day, whatever the time zone, and leaves non-dates alone', () => {
    expect(formatDateIn('en-GB', new Date('2026-11-23T10:00:00Z'), 'short')).toBe('23 Nov 2026');
    expect(formatDateIn('en-GB', 'soon')).toBe('soon');
  });
});
