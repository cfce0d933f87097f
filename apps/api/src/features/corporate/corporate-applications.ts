import type {
  corporateApplicationInput,
  InterfaceLanguage,
  listCorporateApplicationsQuery,
} from '@visabridge/contract';
import { and, asc, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { z } from 'zod';
import { applications, applicationStatusHistory, employees } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, fieldError } from '../../lib/errors';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage } from '../../lib/paginate';
import type { UserRow } from '../../domain/identity/views';
import { searchCondition } from '../../domain/applications/list-applications';
import { leastLoadedAgent } from '../../domain/applications/hand-to-agent';
import { handToAgent } from '../../domain/applications/hand-to-agent';
import { tripSearchCondition } from '../../domain/applications/trip-terms';
import { warnAboutBudget } from './budget-alerts';
import { selectCorporate, toCorporateView, travelDate } from './corporate-application-views';
import type { Company } from './company-access';
import { filingColumns, type FilingInput } from './employee-filing';

type Input = z.output<typeof corporateApplicationInput>;

export const findCorporateApplication = async (
  ctx: AppContext,
  company: Company,
  id: string,
  language: InterfaceLanguage = 'en',
) => {
  const [row] = await selectCorporate(ctx.db).where(
    and(eq(applications.id, id), eq(applications.companyId, company.id)),
  );
  if (!row) throw new AppError('NOT_FOUND', 404, 'Application not found');
  return toCorporateView(ctx, row, language);
};

/** The company's applications on one of its trips, by employee name. */
export const tripApplicationsOf = async (
  ctx: AppContext,
  company: Company,
  tripId: string,
  language: InterfaceLanguage = 'en',
) => {
  const rows = await selectCorporate(ctx.db)
    .where(and(eq(applications.tripId, tripId), eq(applications.companyId, company.id)))
    .orderBy(asc(applications.applicantName), asc(applications.id));
  return rows.map((row) => toCorporateView(ctx, row, language));
};

type Employee = typeof employees.$inferSelect;
/** A company trip's shared parts: every application on it goes to the same agent. */
type OnTrip = { id: string; agentId: string | null };

/** The company's active employee, or a 400 on the given field. */
export const activeEmployee = async (db: Db, company: Company, where: SQL | undefined, field: string) => {
  const [employee] = await db
    .select()
    .from(employees)
    .where(and(where, eq(employees.companyId, company.id), eq(employees.status, 'active')));
  if (!employee) throw fieldError({ field, message: "Choose one of your company's active employees" });
  return employee;
};

/**
 * Stores one application for an employee in the caller's transaction: checked, priced and given its
 * documents like a traveller's (`filingColumns`), pending at once, handed to the least-loaded agent
 * (so it reaches the same staff workspaces), or on a trip to the trip's agent, history kept.
 */
export const insertCorporateApplication = async (
  db: Db,
  ctx: AppContext,
  filing: { user: UserRow; company: Company; employee: Employee; input: FilingInput; trip?: OnTrip },
) => {
  const { user, company, employee, input, trip } = filing;
  if (!ctx.visa.index.country(input.destination))
    throw fieldError({ field: 'destination', message: 'Choose a destination country from the list' });
  const columns = filingColumns(ctx, employee, input);
  const agentId = trip ? trip.agentId : await leastLoadedAgent(db);
  const now = new Date();
  const [created] = await db
    .insert(applications)
    .values({
      ...columns,
      userId: user.id,
      status: 'pending',
      priority: input.priority,
      applicationType: 'corporate',
      companyId: company.id,
      employeeId: employee.id,
      tripId: trip?.id ?? null,
      assignedAgentId: agentId,
      assignedAt: agentId ? now : null,
      submittedAt: now,
    })
    .returning({ id: applications.id, toCountry: applications.toCountry, priority: applications.priority });
  if (!created) throw new Error('application insert returned nothing');
  await db.insert(applicationStatusHistory).values({
    applicationId: created.id,
    toStatus: 'pending',
    changedBy: user.id,
    note: `Filed by ${company.name} for ${employee.firstName} ${employee.lastName}`,
  });
  if (agentId) await handToAgent(db, ctx, agentId, created);
  return created.id;
};

/** Files one application for an employee; the company is warned when spend crosses 80% or 100%. */
export const fileCorporateApplication = async (
  ctx: AppContext,
  user: UserRow,
  company: Company,
  input: Input,
  language: InterfaceLanguage = 'en',
) => {
  const id = await ctx.db.transaction(async (tx) => {
    const employee = await activeEmployee(tx, company, eq(employees.id, input.employeeId), 'employeeId');
    const created = await insertCorporateApplication(tx, ctx, { user, company, employee, input });
    await warnAboutBudget(tx, ctx.config.interfaceLanguages, company);
    return created;
  });
  return findCorporateApplication(ctx, company, id, language);
};

type ListQuery = z.output<typeof listCorporateApplicationsQuery>;

/** Newest submission first by default; by travel date soonest first; undated rows last either way. */
const orderOf = ({ sort, order }: ListQuery) => {
  const direction = order ?? (sort === 'travelDate' ? 'asc' : 'desc');
  const column = sort === 'travelDate' ? travelDate : applications.submittedAt;
  // `direction` is one of the contract's two values, so it can be written into the SQL as it is.
  return [
    sql`${column} ${sql.raw(direction)} nulls last`,
    direction === 'asc' ? asc(applications.id) : desc(applications.id),
  ];
};

/** The company's applications filtered by status, priority, employee, text or travel date, in `orderOf` order. */
export const listCorporateApplications = async (
  ctx: AppContext,
  company: Company,
  query: ListQuery,
  language: InterfaceLanguage = 'en',
) => {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    eq(applications.companyId, company.id),
    query.travelFrom ? gte(travelDate, query.travelFrom) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
    query.excludeStatus ? ne(applications.status, query.excludeStatus) : undefined,
    query.priority ? eq(applications.priority, query.priority) : undefined,
    query.employeeId ? eq(applications.employeeId, query.employeeId) : undefined,
    pattern
      ? or(
          searchCondition(ctx, query.search ?? ''),
          tripSearchCondition(query.search ?? ''),
          ilike(
            sql`(${applications.personalInfo}->>'firstName') || ' ' || (${applications.personalInfo}->>'lastName')`,
            pattern,
          ),
          ilike(sql`${applications.personalInfo}->>'email'`, pattern),
        )
      : undefined,
  );
  const rows = selectCorporate(ctx.db)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((found) => found.map((row) => toCorporateView(ctx, row, language)));
  return toPage(rows, ctx.db.select({ total: count() }).from(applications).where(where), query);
};
