import { describe, expect, it } from 'vitest';
import { isMinorOn, yearsOld } from './ages';

describe('ages', () => {
  it('counts whole years of age, a birthday from its own day and 29 February from 1 March', () => {
    expect(yearsOld('2008-11-29', '2026-11-28')).toBe(17);
    expect(yearsOld('2008-11-29', '2026-11-29')).toBe(18);
    expect(yearsOld('2008-02-29', '2026-02-28')).toBe(17);
    expect(yearsOld('2008-02-29', '2026-03-01')).toBe(18);
    expect(isMinorOn('2008-11-29', '2026-11-28')).toBe(true);
    expect(isMinorOn('2008-11-29', '2026-11-29')).toBe(false);
  });
});
