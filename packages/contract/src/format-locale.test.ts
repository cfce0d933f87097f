import { describe, expect, it } from 'vitest';
import { formatDateIn } from './dates';
import { formatLocaleOf } from './format-locale';
import { formatMoney } from './money';

describe('formatLocaleOf', () => {
  it("keeps the region when it is in the reader's language", () => {
    expect(formatLocaleOf('en', 'en-US')).toBe('en-US');
    expect(formatLocaleOf('de', 'de-DE')).toBe('de-DE');
  });

  it("writes the reader's language with the region's conventions", () => {
    const locale = formatLocaleOf('es', 'en-US');
    expect(locale).toBe('es-US-u-nu-latn');
    expect(formatDateIn(locale, '2027-05-10', 'long')).toBe('10 de mayo de 2027');
    expect(formatMoney(2500, 'USD', locale)).toBe('$25.00');
  });

  it("keeps the region's Latin digits for Arabic", () => {
    const locale = formatLocaleOf('ar', 'en-GB');
    expect(locale).toBe('ar-GB-u-nu-latn');
    expect(formatDateIn(locale, '2027-05-10', 'long')).toMatch(/^10 مايو 2027$/);
  });

  it('leaves the region as chosen for an English reader', () => {
    expect(formatLocaleOf('en', 'de-DE')).toBe('de-DE');
    expect(formatDateIn(formatLocaleOf('en', 'de-DE'), '2026-11-30', 'short')).toBe('30. Nov. 2026');
  });
});
