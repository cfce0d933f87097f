import type { InterfaceLanguage, PaymentView } from '@visabridge/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, invoices, payments, trips, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import { referenceNumberOf } from '../../domain/applications/views';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import { lineDescriptionIn, paymentDescriptionIn } from './payment-descriptions';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments with their payer, the invoice they pay (if any) and the destination of what they pay for. */
export const selectPayments = (db: Db) =>
  db
    .select({
      payment: payments,
      payerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      payerEmail: users.email,
      invoiceNumber: invoices.number,
      invoicePeriod: invoices.period,
      destinationCode: sql<
        string | null
      >`coalesce((select ${applications.toCountry} from ${applications} where ${applications.id} = ${payments.applicationId}), (select ${trips.toCountry} from ${trips} where ${trips.id} = ${payments.tripId}))`,
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

/** A payment as the API shows it, what it paid for written in the reader's `language`. */
export const toPaymentView = (
  ctx: AppContext,
  row: SelectedPayment,
  language: InterfaceLanguage,
): PaymentView => ({
  id: row.payment.id,
  applicationId: row.payment.applicationId,
  applicationReference: row.payment.applicationId ? referenceNumberOf(row.payment.applicationId) : null,
  tripId: row.payment.tripId,
  tripReference: row.payment.tripId ? tripReferenceOf(row.payment.tripId) : null,
  lines: row.lines.map((line) => ({
    ...line,
    description: lineDescriptionIn(ctx, row, line, language),
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
  description: paymentDescriptionIn(ctx, row, language),
  mode: row.payment.mode as PaymentView['mode'],
  failureMessage: row.payment.failureMessage,
  processedAt: row.payment.processedAt?.toISOString() ?? null,
  refundedAt: row.payment.refundedAt?.toISOString() ?? null,
  createdAt: row.payment.createdAt.toISOString(),
});

/** One payment with what its view and description are written from. */
const findSelectedPayment = async (db: Db, id: string) => {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  if (!row) throw notFound('Payment not found');
  return row;
};

/** One payment as the API shows it. */
export const findPaymentView = async (ctx: AppContext, id: string, language: InterfaceLanguage) =>
  toPaymentView(ctx, await findSelectedPayment(ctx.db, id), language);

type PaidLine = { traveller: string; applicationId: string | null; description: string };

/** How a payment, or one traveller's line of it, reads in each language: for the payer's notices and emails. */
export const paymentDescriberOf = async (
  ctx: AppContext,
  db: Db,
  paymentId: string,
  line: PaidLine | null,
) => {
  const facts = await findSelectedPayment(db, paymentId);
  return (language: InterfaceLanguage) =>
    line
      ? `${line.traveller}: ${lineDescriptionIn(ctx, facts, line, language)}`
      : paymentDescriptionIn(ctx, facts, language);
};
