import { addDays, startOfDay } from '@visabridge/contract';
import type {
  InterfaceLanguage,
  listPaymentsQuery,
  ownPaymentsQuery,
  PaymentListView,
} from '@visabridge/contract';
import { and, count, desc, eq, gte, ilike, lt, or, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { invoices, payments, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage } from '../../lib/paginate';
import { selectPayments, toPaymentView } from './payment-views';

type Query = z.output<typeof listPaymentsQuery>;

const filtersOf = (query: Query) => {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.from ? gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(payments.createdAt, startOfDay(addDays(query.to, 1))) : undefined,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(payments.description, pattern),
          ilike(invoices.number, pattern),
        )
      : undefined,
  );
};

/** Every payment, newest first, filtered, with totals per status and currency over all matches. */
export const listPayments = async (
  ctx: AppContext,
  query: Query,
  language: InterfaceLanguage,
): Promise<PaymentListView> => {
  const where = filtersOf(query);
  const [rows, [counted], totals] = await Promise.all([
    selectPayments(ctx.db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
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
      .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(where)
      .groupBy(payments.status, payments.currency)
      .orderBy(payments.currency),
  ]);
  const moneyIn = (status: string) =>
    totals.filter((row) => row.status === status).map(({ currency, amount }) => ({ currency, amount }));
  return {
    items: rows.map((row) => toPaymentView(ctx, row, language)),
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

/** The caller's own payments, newest first: for their applications, or the invoices they paid. */
export const listOwnPayments = (
  ctx: AppContext,
  userId: string,
  query: z.output<typeof ownPaymentsQuery>,
  language: InterfaceLanguage,
) => {
  const where = and(
    eq(payments.userId, userId),
    query.status ? eq(payments.status, query.status) : undefined,
  );
  return toPage(
    selectPayments(ctx.db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map((row) => toPaymentView(ctx, row, language))),
    ctx.db.select({ total: count() }).from(payments).where(where),
    query,
  );
};
