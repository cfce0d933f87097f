import type { InterfaceLanguage } from '@visabridge/contract';
import type { AppContext } from '../../domain/app-context';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import { referenceNumberOf } from '../../domain/applications/views';
import { periodLabel } from '../invoices/list-invoices';
import { paymentDescriptionTexts } from './payment-description-texts';

/** What a description is written from: the payment's target, its destination and invoice, and its lines. */
export type PaymentFacts = {
  payment: { applicationId: string | null; tripId: string | null; description: string };
  destinationCode: string | null;
  invoiceNumber: string | null;
  invoicePeriod: string | null;
  lines: { applicationId: string | null; description: string }[];
};

/**
 * What a payment paid for, in `language`: in English as stored when it was made; in another language written
 * from the facts it was made from (as stored where they are gone, e.g. a deleted application).
 */
export const paymentDescriptionIn = (ctx: AppContext, facts: PaymentFacts, language: InterfaceLanguage) => {
  const { payment, destinationCode, invoiceNumber, invoicePeriod } = facts;
  if (language === 'en') return payment.description;
  const texts = paymentDescriptionTexts[language];
  if (invoiceNumber && invoicePeriod)
    return texts.invoice(invoiceNumber, periodLabel(invoicePeriod, language));
  if (!destinationCode) return payment.description;
  const destination = destinationNameIn(ctx, destinationCode, language);
  if (payment.tripId) return texts.trip(tripReferenceOf(payment.tripId), destination, facts.lines.length);
  if (payment.applicationId) return texts.application(referenceNumberOf(payment.applicationId), destination);
  return payment.description;
};

/** One traveller's line of a trip's payment in `language`, as `paymentDescriptionIn` writes the payment. */
export const lineDescriptionIn = (
  ctx: AppContext,
  facts: PaymentFacts,
  line: PaymentFacts['lines'][number],
  language: InterfaceLanguage,
) =>
  language === 'en' || !line.applicationId || !facts.destinationCode
    ? line.description
    : paymentDescriptionTexts[language].application(
        referenceNumberOf(line.applicationId),
        destinationNameIn(ctx, facts.destinationCode, language),
      );
