import { z } from 'zod';
import { moneyTotal } from './dashboard';
import { paginationQuery } from './envelope';

export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses, {
  error: 'Choose pending, completed, failed or refunded',
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A stored payment attempt (spec: "Payment row"); amounts in minor units. Card numbers are never kept. */
export const paymentView = z.object({
  id: z.uuid(),
  applicationId: z.string().nullable(),
  applicationReference: z.string().nullable(),
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
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  from: z.iso.date('From must be a date').optional(),
  to: z.iso.date('To must be a date').optional(),
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
