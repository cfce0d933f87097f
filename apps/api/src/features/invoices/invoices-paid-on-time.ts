import { dayOf } from '@visabridge/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import type { Company } from '../corporate/company-access';
import { generateDueInvoices } from './generate-invoices';

/**
 * How the company pays: its invoices that are paid or past their due date, and how many of those were paid
 * by the due date (UTC), after issuing any invoice a finished month still owes, as listing them would.
 */
export const invoicesPaidOnTime = async (ctx: AppContext, company: Company, now = new Date()) => {
  await generateDueInvoices(ctx, company, now);
  const [row] = await ctx.db
    .select({
      due: sql<number>`count(*)`.mapWith(Number),
      paidOnTime:
        sql<number>`count(*) filter (where ${invoices.status} = 'paid' and (${invoices.paidAt} at time zone 'UTC')::date <= ${invoices.dueOn})`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, company.id),
        or(eq(invoices.status, 'paid'), lt(invoices.dueOn, dayOf(now))),
      ),
    );
  return { invoicesDue: row?.due ?? 0, invoicesPaidOnTime: row?.paidOnTime ?? 0 };
};
