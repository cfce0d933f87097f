import type { PaymentView } from '@visabridge/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, payments, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import { referenceNumberOf } from '../../domain/applications/views';
import { tripReferenceOf } from '../../domain/applications/trip-terms';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments with their payer and the number of the invoice they pay, if any. */
export const selectPayments = (db: Db) =>
  db
    .select({
      payment: payments,
      payerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      payerEmail: users.email,
      invoiceNumber: invoices.number,
      lines: sql<
        {
          applicationId: string | null;
          traveller: string;
          description: string;
          amount: number;
          refundedAt: string | null;
        }[]
      >`coalesce((select json_agg(json_build_object('applicationId', l.application_id, 'traveller', l.traveller, 'description', l.description, 'amount', l.amount, 'refundedAt', l.refunded_at) order by l.id) from payment_lines l where l.payment_id = ${payments.id}), '[]')`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .$dynamic();

type SelectedPayment = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

export const toPaymentView = (row: SelectedPayment): PaymentView => ({
  id: row.payment.id,
  applicationId: row.payment.applicationId,
  applicationReference: row.payment.applicationId ? referenceNumberOf(row.payment.applicationId) : null,
  tripId: row.payment.tripId,
  tripReference: row.payment.tripId ? tripReferenceOf(row.payment.tripId) : null,
  lines: row.lines.map((line) => ({
    ...line,
    referenceNumber: line.applicationId ? referenceNumberOf(line.applicationId) : null,
    refundedAt: line.refundedAt ? new Date(line.refundedAt).toISOString() : null,
  })),
  invoiceId: row.payment.invoiceId,
  invoiceNumber: row.invoiceNumber,
  payerName: row.payerName,
  payerEmail: row.payerEmail,
  amount: row.payment.amount,
  currency: row.payment.currency,
  status: row.payment.status as PaymentView['status'],
  method: row.payment.method,
  description: row.payment.description,
  mode: row.payment.mode as PaymentView['mode'],
  failureMessage: row.payment.failureMessage,
  processedAt: row.payment.processedAt?.toISOString() ?? null,
  refundedAt: row.payment.refundedAt?.toISOString() ?? null,
  createdAt: row.payment.createdAt.toISOString(),
});

/** One payment as the API shows it. */
export const findPaymentView = async (ctx: AppContext, id: string) => {
  const [row] = await selectPayments(ctx.db).where(eq(payments.id, id));
  if (!row) throw notFound('Payment not found');
  return toPaymentView(row);
};
