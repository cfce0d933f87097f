import { describe, expect, it } from 'vitest';
import { companyRatingOf, companyRatingRule } from './company-rating';

const basis = (approved: number, decided: number, invoicesPaidOnTime = 0, invoicesDue = 0) => ({
  approved,
  decided,
  invoicesPaidOnTime,
  invoicesDue,
});

describe('company rating', () => {
  it('is not given before any decision or invoice due', () => {
    expect(companyRatingOf(basis(0, 0))).toBeNull();
  });

  it.each([
    [basis(19, 20), 'A+'],
    [basis(18, 20), 'A'],
    [basis(17, 20), 'B'],
    [basis(14, 20), 'C'],
    [basis(13, 20), 'D'],
    [basis(0, 0, 3, 3), 'A+'],
    [basis(0, 0, 2, 3), 'D'],
  ])('grades %o as %s', (figures, grade) => {
    expect(companyRatingOf(figures)).toBe(grade);
  });

  it('takes the lower of the approval share and the on-time payment share', () => {
    expect(companyRatingOf(basis(10, 10, 9, 10))).toBe('A');
    expect(companyRatingOf(basis(8, 10, 10, 10))).toBe('B');
  });

  it('states the thresholds it grades with', () => {
    expect(companyRatingRule).toBe(
      'Graded on the lower of the two shares: A+ from 95%, A from 90%, B from 80%, C from 70%, D below.',
    );
  });
});
