import { describe, expect, it } from 'vitest';
import { addDays, addMonthsTo, dayOf, daysBetween, localDayOf, startOfDay } from './days';

describe('calendar days', () => {
  it("counts the server's today in UTC and a browser's in its own zone", () => {
    const lateEvening = new Date(2026, 10, 28, 23, 30);
    expect(localDayOf(lateEvening)).toBe('2026-11-28');
    expect(dayOf(new Date('2026-11-28T23:30:00-05:00'))).toBe('2026-11-29');
  });

  it('moves by days and months across month and year ends, and counts days between', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonthsTo('2027-03-10', 3)).toBe('2027-06-10');
    expect(daysBetween('2026-11-28', '2026-12-15')).toBe(17);
    expect(daysBetween('2026-12-15', '2026-11-28')).toBe(-17);
    expect(startOfDay('2026-11-28').toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });
});
