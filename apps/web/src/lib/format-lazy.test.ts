import { formatMoney } from '@visabridge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber, setFormatLanguage, setFormatLocale } from './format';

afterEach(() => {
  vi.restoreAllMocks();
  setFormatLocale('en-US');
  setFormatLanguage('en');
});

// The first Intl formatter of a page costs tens of milliseconds of a phone's main thread: a page in another
// language than English must not pay it while it starts, only when it writes a number, a date or an amount.
describe('the format locale of a page in another language', () => {
  it('makes no Intl formatter until something is formatted', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    setFormatLocale('en-US');
    setFormatLanguage('zh');
    setFormatLocale('en-GB');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(formatNumber(1204.5)).toBe('1,204.5');
    expect(numberFormat).toHaveBeenCalled();
  });

  it('writes in the page language and the account region set last, whichever is first formatted', () => {
    setFormatLanguage('de');
    setFormatLocale('de-DE');
    expect(formatMoney(123456, 'EUR')).toBe('1.234,56\u00a0€');
    setFormatLanguage('es');
    setFormatLocale('en-US');
    expect(formatDate('2027-05-10')).toBe('10 de mayo de 2027');
    expect(formatMoney(2500, 'USD')).toBe('$25.00');
  });
});
