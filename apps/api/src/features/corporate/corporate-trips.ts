import {
  countOf,
  formatDateIn,
  type corporateTripInput,
  type CorporateTripView,
  type InterfaceLanguage,
} from '@visabridge/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { employees, trips, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { leastLoadedAgent } from '../../domain/applications/hand-to-agent';
import { tripReferenceOf, type TripRow } from '../../domain/applications/trip-terms';
import { destinationNameOf } from '../../domain/applications/views';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { emailTo } from '../../domain/email/email-language';
import { queueEmail } from '../../domain/email/outbox';
import type { UserRow } from '../../domain/identity/views';
import { notify, textsOf } from '../../domain/notifications/notify';
import { AppError, notFound } from '../../lib/errors';
import { warnAboutBudget } from './budget-alerts';
import type { Company } from './company-access';
import { activeEmployee, insertCorporateApplication, tripApplicationsOf } from './corporate-applications';
import { filingColumns } from './employee-filing';
import { filedForYouEmail, filedForYouNotice } from './filed-for-you-texts';
import { readerLocaleOf } from '../../lib/reader-locale';

type Input = z.output<typeof corporateTripInput>;
type Employee = typeof employees.$inferSelect;

/**
 * What stands in the way of filing for one employee, under `employeeIds.<position>`: their profile, their
 * passport's answer for the trip (no visa needed, not admitted) and its validity on the trip's dates.
 */
const problemsOf = (ctx: AppContext, input: Input, employee: Employee, position: number) => {
  try {
    filingColumns(ctx, employee, { ...input, employeeId: employee.id });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The answer for a passport does not name the employee; a missing profile field does.
    const name = `${employee.firstName} ${employee.lastName}`;
    return (error.errors ?? [{ field: 'destination', message: error.message }]).map(({ field, message }) => ({
      field: `employeeIds.${position}`,
      message: field === 'destination' ? `${name}: ${message}` : message,
    }));
  }
};

/** An employee's own account hears that their company filed for them: in the app and by email, in its language. */
const tellEmployees = async (
  tx: Db,
  ctx: AppContext,
  company: Company,
  trip: TripRow,
  filed: { employee: Employee; applicationId: string }[],
) => {
  const offered = ctx.config.interfaceLanguages;
  const withAccount = filed.flatMap(({ employee, applicationId }) =>
    employee.userId ? [{ employee, userId: employee.userId, applicationId }] : [],
  );
  if (withAccount.length === 0) return;
  const accounts = await tx
    .select({ id: users.id, interfaceLanguage: users.interfaceLanguage, region: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        withAccount.map(({ userId }) => userId),
      ),
    );
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const destination = { code: trip.toCountry, name: destinationNameOf(ctx, trip.toCountry) };
  const reference = tripReferenceOf(trip.id);
  for (const { employee, userId, applicationId } of withAccount) {
    const account = accountOf.get(userId);
    if (!account) continue;
    const link = `/applications/${applicationId}`;
    const facts = {
      company: company.name,
      destination,
      arrival: formatDateIn(
        readerLocaleOf(account.interfaceLanguage, account.region, offered),
        trip.arrivalDate,
        'long',
      ),
      reference,
    };
    await notify(tx, offered, {
      userId,
      text: textsOf(filedForYouNotice, facts),
      type: 'info',
      category: 'application_update',
      link,
    });
    const recipient = { ...employee, interfaceLanguage: account.interfaceLanguage };
    await queueEmail(
      tx,
      emailTo(recipient, offered, filedForYouEmail, {
        ...facts,
        firstName: employee.firstName,
        link: `${ctx.config.publicUrl}${link}`,
      }),
    );
  }
};

/**
 * Files a company trip: one application per chosen employee, each checked, priced and budgeted like a single
 * filing, together on one trip handed to one agent. Any employee who cannot be filed for (no travel profile,
 * no visa needed, a passport too short for the dates) refuses the whole trip with every problem listed, and
 * nothing is written. Employees with an account of their own are told.
 */
export const fileCorporateTrip = async (
  ctx: AppContext,
  user: UserRow,
  company: Company,
  input: Input,
  language: InterfaceLanguage = 'en',
) => {
  const tripId = await ctx.db.transaction(async (tx) => {
    const chosen: Employee[] = [];
    for (const [position, id] of input.employeeIds.entries())
      chosen.push(await activeEmployee(tx, company, eq(employees.id, id), `employeeIds.${position}`));
    const problems = chosen.flatMap((employee, position) => problemsOf(ctx, input, employee, position));
    if (problems.length > 0)
      throw new AppError(
        'TRIP_NOT_FILED',
        422,
        `${countOf(problems.length, 'problem')} on this trip; nothing was filed.`,
        problems,
      );
    const [trip] = await tx
      .insert(trips)
      .values({
        userId: user.id,
        companyId: company.id,
        toCountry: input.destination,
        purpose: 'business',
        arrivalDate: input.travelDate,
        departureDate: input.returnDate ?? input.travelDate,
        notes: input.notes,
        submittedAt: new Date(),
      })
      .returning();
    if (!trip) throw new Error('trip insert returned nothing');
    // The agent who gets the trip gets every employee on it.
    const onTrip = { id: trip.id, agentId: await leastLoadedAgent(tx) };
    const filed: { employee: Employee; applicationId: string }[] = [];
    for (const employee of chosen) {
      const filing = { user, company, employee, input: { ...input, employeeId: employee.id }, trip: onTrip };
      filed.push({ employee, applicationId: await insertCorporateApplication(tx, ctx, filing) });
    }
    await tellEmployees(tx, ctx, company, trip, filed);
    await warnAboutBudget(tx, ctx.config.interfaceLanguages, company);
    return trip.id;
  });
  ctx.wakeMailer();
  return findCorporateTrip(ctx, company, tripId, language);
};

/** The company's trip with each employee's application; another company's (or a family's) trip answers 404. */
export const findCorporateTrip = async (
  ctx: AppContext,
  company: Company,
  id: string,
  language: InterfaceLanguage = 'en',
): Promise<CorporateTripView> => {
  const [found] = await ctx.db
    .select({ trip: trips, filedByFirst: users.firstName, filedByLast: users.lastName })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.userId))
    .where(and(eq(trips.id, id), eq(trips.companyId, company.id)));
  if (!found) throw notFound('Trip not found');
  const { trip } = found;
  const travellers = await tripApplicationsOf(ctx, company, trip.id, language);
  return {
    id: trip.id,
    reference: tripReferenceOf(trip.id),
    destination: destinationNameIn(ctx, trip.toCountry, language),
    destinationCode: trip.toCountry,
    travelDate: trip.arrivalDate,
    returnDate: trip.departureDate,
    notes: trip.notes,
    filedBy: `${found.filedByFirst} ${found.filedByLast}`,
    submittedAt: trip.submittedAt?.toISOString() ?? null,
    travellers,
    totalCost: travellers.reduce((sum, traveller) => sum + traveller.cost, 0),
    currency: travellers[0]?.currency ?? ctx.config.fees.currency,
  };
};
