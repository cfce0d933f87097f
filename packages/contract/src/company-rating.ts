import { z } from 'zod';

/** What the company rating is worked out from, so the dashboard can show the figures beside it. */
export const companyRatingBasis = z.object({
  /** Applications approved or rejected, and how many of those were approved. */
  decided: z.number().int(),
  approved: z.number().int(),
  /** Invoices paid or past their due date, and how many of those were paid by the due date. */
  invoicesDue: z.number().int(),
  invoicesPaidOnTime: z.number().int(),
});
export type CompanyRatingBasis = z.infer<typeof companyRatingBasis>;

const ratingGrades = [
  { grade: 'A+', from: 95 },
  { grade: 'A', from: 90 },
  { grade: 'B', from: 80 },
  { grade: 'C', from: 70 },
] as const;

/** The rating rule in words, from the same thresholds the grade is computed with. */
export const companyRatingRule = `Graded on the lower of the two shares: ${ratingGrades
  .map(({ grade, from }) => `${grade} from ${from}%`)
  .join(', ')}, D below.`;

const percentOf = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

/**
 * The company rating: the lower of the share of decisions that were approvals and the share of due invoices
 * paid on time, as a grade; null while the company has neither a decision nor an invoice due.
 */
export const companyRatingOf = (basis: CompanyRatingBasis) => {
  const shares = [
    percentOf(basis.approved, basis.decided),
    percentOf(basis.invoicesPaidOnTime, basis.invoicesDue),
  ].filter((share) => share !== null);
  if (shares.length === 0) return null;
  const lowest = Math.min(...shares);
  return ratingGrades.find(({ from }) => lowest >= from)?.grade ?? 'D';
};
