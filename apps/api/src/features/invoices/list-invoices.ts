import {
  dayOf,
  formatDateIn,
  type InterfaceLanguage,
  type InvoiceStatus,
  type InvoiceView,
  type listInvoicesQuery,
} from '@visabridge/contract';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, employees, invoiceLines, invoices, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import { offsetOf, toPage } from '../../lib/paginate';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { referenceNumberOf } from '../../domain/applications/views';
import { visaTypeNameIn } from '../../domain/visa-types/visa-type-names';
import type { Company } from '../corporate/company-access';
import { billedTravellerName, generateDueInvoices } from './generate-invoices';
import { invoiceLineTexts } from './invoice-line-texts';

type Query = z.output<typeof listInvoicesQuery>;
type InvoiceRow = typeof invoices.$inferSelect;

/** 'October 2026' for the period '2026-10' (in the reader's locale when given). */
export const periodLabel = (period: string, locale = 'en-US') =>
  formatDateIn(locale, `${period}-01`, 'month');

/** A pending invoice is overdue once its due date has passed; paying it on the due date is on time. */
const statusOf = (row: InvoiceRow, today: string): InvoiceStatus =>
  row.status === 'paid' ? 'paid' : row.dueOn < today ? 'overdue' : 'pending';

/** The stored condition for each status shown, `overdue` being a pending invoice past its due date. */
const whereStatus = (status: InvoiceStatus, today: string) =>
  status === 'paid'
    ? eq(invoices.status, 'paid')
    : and(
        eq(invoices.status, 'pending'),
        status === 'overdue' ? lt(invoices.dueOn, today) : gte(invoices.dueOn, today),
      );

/** A line in `language`: in English as stored; else written from its application, as stored once that is gone. */
const lineDescriptionIn = (ctx: AppContext, line: LineRow, language: InterfaceLanguage) =>
  language === 'en' || !line.billed
    ? line.description
    : invoiceLineTexts[language].line(
        line.billed.traveller,
        destinationNameIn(ctx, line.billed.toCountry, language),
        visaTypeNameIn(line.billed.visaType, language),
      );

/** The month as the reader's language writes it; English as it always read ('October 2026'). */
const periodIn = (period: string, language: InterfaceLanguage) =>
  periodLabel(period, language === 'en' ? undefined : language);

const toInvoiceView = (
  ctx: AppContext,
  row: InvoiceRow,
  lines: LineRow[],
  today: string,
  language: InterfaceLanguage,
): InvoiceView => ({
  id: row.id,
  number: row.number,
  period: row.period,
  amount: row.amount,
  currency: row.currency,
  status: statusOf(row, today),
  issuedOn: row.issuedOn,
  dueOn: row.dueOn,
  paidAt: row.paidAt?.toISOString() ?? null,
  description: invoiceLineTexts[language].summary(periodIn(row.period, language), lines.length),
  lines: lines.map((line) => ({
    applicationId: line.applicationId,
    reference: line.applicationId ? referenceNumberOf(line.applicationId) : null,
    description: lineDescriptionIn(ctx, line, language),
    amount: line.amount,
  })),
});

/** The lines of these invoices, in the order they were written, with the application each bills (if kept). */
const linesOf = async (ctx: AppContext, invoiceIds: string[]) =>
  invoiceIds.length === 0
    ? []
    : ctx.db
        .select({
          invoiceId: invoiceLines.invoiceId,
          applicationId: invoiceLines.applicationId,
          description: invoiceLines.description,
          amount: invoiceLines.amount,
          billed: {
            traveller: billedTravellerName,
            toCountry: applications.toCountry,
            visaType: applications.visaType,
          },
        })
        .from(invoiceLines)
        .leftJoin(applications, eq(applications.id, invoiceLines.applicationId))
        .leftJoin(users, eq(users.id, applications.userId))
        .leftJoin(employees, eq(employees.id, applications.employeeId))
        .where(inArray(invoiceLines.invoiceId, invoiceIds))
        .orderBy(asc(invoiceLines.id));

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The company's invoices, newest month first, after invoicing any finished month not yet billed. */
export const listInvoices = async (
  ctx: AppContext,
  company: Company,
  query: Query,
  language: InterfaceLanguage,
  now = new Date(),
) => {
  await generateDueInvoices(ctx, company, now);
  const today = dayOf(now);
  const where = and(
    eq(invoices.companyId, company.id),
    query.status ? whereStatus(query.status, today) : undefined,
  );
  const page = await toPage(
    ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.period))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(invoices).where(where),
    query,
  );
  const ids = page.items.map((row) => row.id);
  const lines = await linesOf(ctx, ids);
  const linesOfInvoice = (id: string) => lines.filter((line) => line.invoiceId === id);
  return {
    ...page,
    items: page.items.map((row) => toInvoiceView(ctx, row, linesOfInvoice(row.id), today, language)),
  };
};

/** One of the company's invoices; another company's answers 404 like a missing one. */
export const findCompanyInvoice = async (
  ctx: AppContext,
  company: Company,
  id: string,
  language: InterfaceLanguage,
  now = new Date(),
) => {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, company.id)));
  if (!row) throw notFound('Invoice not found');
  return toInvoiceView(ctx, row, await linesOf(ctx, [row.id]), dayOf(now), language);
};
