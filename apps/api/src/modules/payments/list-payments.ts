import type { listPaymentsQuery, PaymentListView, PaymentView } from '@visabridge/contract';
import { and, count, desc, eq, gte, ilike, lt, or, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { payments, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { escapeLike } from '../../lib/like';
import { offsetOf } from '../../lib/paginate';
import { referenceNumberOf } from '../applications/views';

type Query = z.output<typeof listPaymentsQuery>;

const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

const filtersOf = (query: Query) => {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.from ? gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(payments.createdAt, dayAfter(query.to)) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(payments.description, pattern),
        )
      : undefined,
  );
};

const toPaymentView = (row: {
  payment: typeof payments.$inferSelect;
  payerName: string;
  payerEmail: string;
}): PaymentView => ({
  id: row.payment.id,
  applicationId: row.payment.applicationId,
  applicationReference: row.payment.applicationId ? referenceNumberOf(row.payment.applicationId) : null,
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

/** Every payment, newest first, filtered, with totals per status and currency over all matches. */
export const listPayments = async (ctx: AppContext, query: Query): Promise<PaymentListView> => {
  const where = filtersOf(query);
  const [rows, [counted], totals] = await Promise.all([
    ctx.db
      .select({
        payment: payments,
        payerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        payerEmail: users.email,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where),
    ctx.db
      .select({
        status: payments.status,
        currency: payments.currency,
        amount: sum(payments.amount).mapWith(Number),
        total: count(),
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .groupBy(payments.status, payments.currency)
      .orderBy(payments.currency),
  ]);
  const moneyIn = (status: string) =>
    totals.filter((row) => row.status === status).map(({ currency, amount }) => ({ currency, amount }));
  return {
    items: rows.map(toPaymentView),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      completed: moneyIn('completed'),
      refunded: moneyIn('refunded'),
      pending: moneyIn('pending'),
      failedCount: totals.filter((row) => row.status === 'failed').reduce((all, row) => all + row.total, 0),
    },
  };
};
