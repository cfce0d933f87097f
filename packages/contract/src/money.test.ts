import { describe, expect, it } from 'vitest';
import { formatMoney, formatProcessingDays } from './money';

describe('money and processing time', () => {
  it.each([
    [8500, 'USD', '$85.00'],
    [6000, 'EUR', '€60.00'],
    [3000, 'JPY', '¥3,000'],
    [0, 'GBP', '£0.00'],
  ])('formats %i %s as %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('says a range or a single number of business days', () => {
    expect(formatProcessingDays(15, 20)).toBe('15-20 business days');
    expect(formatProcessingDays(1, 1)).toBe('1 business day');
  });
});
