import { z } from 'zod';
import { moneyTotal } from './dashboard';
import { testCardInput } from './cards';
import { paginationQuery } from './envelope';
import { feesView } from './visa';
import { calendarDate, searchText, text } from './primitives';

/** `expired`: a pending payment never completed within its time (the payer may start a new one). */
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded', 'expired'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses, {
  error: 'Choose pending, completed, failed, refunded or expired',
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A stored payment attempt (spec: "Payment row"); amounts in minor units. Card numbers are never kept. */
export const paymentView = z.object({
  id: z.uuid(),
  applicationId: z.string().nullable(),
  applicationReference: z.string().nullable(),
  tripId: z.string().nullable(),
  tripReference: z.string().nullable(),
  /** A trip's payment, traveller by traveller; empty for any other payment. */
  lines: z.array(
    z.object({
      applicationId: z.string().nullable(),
      referenceNumber: z.string().nullable(),
      traveller: z.string(),
      description: z.string(),
      amount: z.number().int(),
      refundedAt: z.string().nullable(),
    }),
  ),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  payerName: z.string(),
  payerEmail: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  /** e.g. "Visa •••• 4242" */
  method: z.string(),
  description: z.string(),
  /** Live Stripe or the built-in test mode. */
  mode: z.enum(['live', 'test']),
  failureMessage: z.string().nullable(),
  processedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const listPaymentsQuery = paginationQuery.extend({
  status: paymentStatusSchema.optional(),
  search: searchText.optional(),
  from: calendarDate('From must be a date').optional(),
  to: calendarDate('To must be a date').optional(),
});

/** Totals over every payment matching the filters (not only the page): per status and currency. */
export const paymentTotals = z.object({
  completed: z.array(moneyTotal),
  refunded: z.array(moneyTotal),
  pending: z.array(moneyTotal),
  failedCount: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotals>;

export const paymentListView = z.object({
  items: z.array(paymentView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: paymentTotals,
});
export type PaymentListView = z.infer<typeof paymentListView>;

/** The caller's own payments, newest first. */
export const ownPaymentsQuery = paginationQuery.extend({ status: paymentStatusSchema.optional() });

export const paymentModes = ['live', 'test'] as const;

/** Which card form the web shows: Stripe Elements (live) or the built-in test-mode form. */
export const paymentConfigView = z.object({
  mode: z.enum(paymentModes),
  /** Stripe's publishable key when live; null in test mode. */
  publishableKey: z.string().nullable(),
  /** The numbers test mode answers to, for the form's hint. */
  testCards: z.array(z.object({ number: z.string(), outcome: z.string() })),
});
export type PaymentConfigView = z.infer<typeof paymentConfigView>;

/** What a payment is for: one of the caller's submitted applications, their submitted trip, or their company's invoice. */
export const createPaymentIntentInput = z
  .object({
    applicationId: z.uuid('Application id must be a UUID').optional(),
    tripId: z.uuid('Trip id must be a UUID').optional(),
    invoiceId: z.uuid('Invoice id must be a UUID').optional(),
  })
  .refine((input) => [input.applicationId, input.tripId, input.invoiceId].filter(Boolean).length === 1, {
    path: ['applicationId'],
    message: 'Choose an application, a trip or an invoice to pay',
  });
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInput>;

/** A pending payment, ready to confirm; `clientSecret` is Stripe's, for Elements, when live. */
export const paymentIntentView = z.object({
  paymentId: z.uuid(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  mode: z.enum(paymentModes),
  clientSecret: z.string().nullable(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentView>;

/** Test mode sends the card; live mode only the payment id (Stripe confirmed it in the browser). */
export const confirmPaymentInput = z.object({
  paymentId: z.uuid('Payment id must be a UUID'),
  card: testCardInput.optional(),
});
export type ConfirmPaymentInput = z.input<typeof confirmPaymentInput>;

/**
 * A refund of the whole payment, or of one traveller's line of a trip's payment (`applicationId`). `amount`, when
 * sent, is what the admin's screen showed would be refunded: a different figure refuses the refund.
 */
export const refundPaymentInput = z.object({
  reason: text(500, { multiLine: true, tooLong: 'At most 500 characters' }).optional(),
  applicationId: z.uuid('Traveller must be an application id').optional(),
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be in minor units')
    .positive()
    .optional(),
});

/** An application whose fees are due from the caller (`isPaymentDue`), with its fees as stored. */
export const feeDueView = z.object({
  applicationId: z.string(),
  referenceNumber: z.string(),
  /** A traveller on a trip is paid with the trip: its id and reference, and the traveller's name. */
  trip: z.object({ id: z.string(), reference: z.string(), traveller: z.string() }).nullable(),
  destination: z.string(),
  visaTypeName: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  fees: feesView,
});
export type FeeDueView = z.infer<typeof feeDueView>;
