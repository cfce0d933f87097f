import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { companyRatingRule, type CompanyRatingBasis } from '@visabridge/contract';
import { formatNumber } from '../../../lib/format';

/** The figures the company rating is worked out from, one per line, as the card states them under the grade. */
export const companyRatingCaption = (i18n: I18n, basis: CompanyRatingBasis): string[] => {
  if (basis.decided === 0 && basis.invoicesDue === 0)
    return [i18n._(msg`Rated once an application is decided or an invoice falls due`)];
  const { decided, invoicesDue } = basis;
  const approvedCount = formatNumber(basis.approved);
  const decidedCount = formatNumber(decided);
  const paidOnTimeCount = formatNumber(basis.invoicesPaidOnTime);
  const dueCount = formatNumber(invoicesDue);
  const decisions =
    decided === 0
      ? i18n._(msg`No decision yet`)
      : i18n._(
          msg({
            message: plural(decided, {
              one: `${approvedCount} of ${decidedCount} decision approved`,
              other: `${approvedCount} of ${decidedCount} decisions approved`,
            }),
            comment: "the company's decided applications, and how many of them were approved",
          }),
        );
  const invoices =
    invoicesDue === 0
      ? i18n._(msg`No invoice due yet`)
      : i18n._(
          msg({
            message: plural(invoicesDue, {
              one: `${paidOnTimeCount} of ${dueCount} invoice paid on time`,
              other: `${paidOnTimeCount} of ${dueCount} invoices paid on time`,
            }),
            comment: "the company's invoices that fell due, and how many of them were paid by their due date",
          }),
        );
  return [decisions, invoices];
};

/**
 * How the grade is worked out, for the card's help button. `companyRatingRule` is the contract's own sentence
 * (the thresholds the grade is computed with), still in English.
 */
export const companyRatingExplanation = msg({
  message: `The share of decided applications that were approved, and the share of invoices past their due date (or paid) that were paid by it. ${companyRatingRule}`,
  comment: '{companyRatingRule} is a further sentence giving the grades and their thresholds',
});
