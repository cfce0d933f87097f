import { companyRatingRule, type CompanyRatingBasis } from '@visabridge/contract';
import { formatCount, formatNumber } from '../../../lib/format';

/** The figures the company rating is worked out from, one per line, as the card states them under the grade. */
export const companyRatingCaption = (basis: CompanyRatingBasis): string[] => {
  if (basis.decided === 0 && basis.invoicesDue === 0)
    return ['Rated once an application is decided or an invoice falls due'];
  const decisions =
    basis.decided === 0
      ? 'No decision yet'
      : `${formatNumber(basis.approved)} of ${formatCount(basis.decided, 'decision')} approved`;
  const invoices =
    basis.invoicesDue === 0
      ? 'No invoice due yet'
      : `${formatNumber(basis.invoicesPaidOnTime)} of ${formatCount(basis.invoicesDue, 'invoice')} paid on time`;
  return [decisions, invoices];
};

/** How the grade is worked out, for the card's help button. */
export const companyRatingExplanation = `The share of decided applications that were approved, and the share of invoices past their due date (or paid) that were paid by it. ${companyRatingRule}`;
