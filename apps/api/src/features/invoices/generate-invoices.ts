import { addDays, dayOf } from '@visabridge/contract';
import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, employees, invoiceCounters, invoiceLines, invoices, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { applicationCost, billableApplications, billableInMonth } from '../corporate/company-budget';
import { monthOf, startOfMonth } from '../../lib/months';
import { destinationNameOf } from '../../domain/applications/views';
import { visaTypeNameIn } from '../../domain/visa-types/visa-type-names';
import { invoiceLineTexts } from './invoice-line-texts';
import type { Company } from '../corporate/company-access';

// Namespaces the per-company advisory lock, so it cannot meet another feature's lock on the same hash.
const INVOICE_LOCK_KEY = 7_311_017;
const paymentTermDays = 30;

const monthStartOf = (period: string) => new Date(`${period}-01T00:00:00Z`);

/** Finished months (before `now`'s) with billable applications and no invoice yet, oldest first. */
const uninvoicedPeriods = async (db: Db, company: Company, now: Date) => {
  const month = monthOf(applications.createdAt);
  const rows = await db
    .select({ period: month })
    .from(applications)
    .where(
      and(
        billableApplications(company),
        lt(applications.createdAt, startOfMonth(now)),
        notExists(
          db
            .select({ id: invoices.id })
            .from(invoices)
            .where(and(eq(invoices.companyId, company.id), eq(invoices.period, month))),
        ),
      ),
    )
    .groupBy(month)
    .orderBy(month);
  return rows.map((row) => row.period);
};

/** The company's next number in the year of issue: INV-YYYY-NNN, each company counting from 001. */
const nextInvoiceNumber = async (db: Db, companyId: string, year: number) => {
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ companyId, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.year],
      set: { last: sql`"invoice_counters"."last" + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!counter) throw new Error('invoice counter upsert returned nothing');
  return `INV-${year}-${String(counter.last).padStart(3, '0')}`;
};

/** Who an invoice line bills for: the employee the application was filed for, else its applicant. */
export const billedTravellerName = sql<string>`coalesce(${employees.firstName} || ' ' || ${employees.lastName}, ${users.firstName} || ' ' || ${users.lastName})`;

/** The month's billable applications as invoice lines: who travelled where, on which visa, at what cost. */
const linesOf = async (ctx: AppContext, db: Db, company: Company, monthStart: Date) => {
  const rows = await db
    .select({
      id: applications.id,
      toCountry: applications.toCountry,
      visaType: applications.visaType,
      amount: applicationCost,
      traveller: billedTravellerName,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(employees, eq(employees.id, applications.employeeId))
    .where(billableInMonth(company, monthStart))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map((row) => ({
    applicationId: row.id,
    description: invoiceLineTexts.en.line(
      row.traveller,
      destinationNameOf(ctx, row.toCountry),
      visaTypeNameIn(row.visaType, 'en'),
    ),
    amount: row.amount,
  }));
};

/** Issues the invoice of one finished month: dated the first of the next month, due 30 days later. */
const issueInvoice = async (ctx: AppContext, db: Db, company: Company, period: string) => {
  const monthStart = monthStartOf(period);
  const lines = await linesOf(ctx, db, company, monthStart);
  if (lines.length === 0) return;
  const issuedOn = startOfMonth(monthStart, 1);
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: company.id,
      number: await nextInvoiceNumber(db, company.id, issuedOn.getUTCFullYear()),
      period,
      amount: lines.reduce((total, line) => total + line.amount, 0),
      currency: company.currency,
      issuedOn: dayOf(issuedOn),
      dueOn: addDays(dayOf(issuedOn), paymentTermDays),
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('invoice insert returned nothing');
  await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice.id })));
};

/**
 * Invoices every finished month that has billable applications but no invoice; the current month waits
 * until it ends. Idempotent: concurrent callers take turns on a per-company lock and re-check inside it.
 */
export const generateDueInvoices = async (ctx: AppContext, company: Company, now = new Date()) => {
  if ((await uninvoicedPeriods(ctx.db, company, now)).length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK_KEY}, hashtext(${company.id}))`);
    const periods = await uninvoicedPeriods(tx, company, now);
    for (const period of periods) await issueInvoice(ctx, tx, company, period);
    return periods.length;
  });
};
