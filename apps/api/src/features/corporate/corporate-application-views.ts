import type { CorporateApplicationView, InterfaceLanguage, Purpose } from '@visabridge/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import { referenceNumberOf } from '../../domain/applications/views';
import { applicationFeeColumns, feesViewOf } from '../../domain/visa/application-fees';
import { checkRequirements } from '../../domain/visa/check-requirements';
import { visaTypeNameIn } from '../../domain/visa-types/visa-type-names';
import { AppError } from '../../lib/errors';

const agents = alias(users, 'agent');
const personal = (key: string) => sql<string | null>`${applications.personalInfo}->>${key}`;

// Stored as YYYY-MM-DD text, so text order is date order.
export const travelDate = sql<string | null>`${applications.travelInfo}->>'plannedArrivalDate'`;

/** The columns a company's list shows, the employee's name and email only out of the personal details. */
export const selectCorporate = (db: Db) =>
  db
    .select({
      id: applications.id,
      employeeId: applications.employeeId,
      fromCountry: applications.fromCountry,
      toCountry: applications.toCountry,
      visaType: applications.visaType,
      purpose: applications.purpose,
      status: applications.status,
      priority: applications.priority,
      submittedAt: applications.submittedAt,
      ...applicationFeeColumns,
      requiredDocuments: applications.requiredDocuments,
      documentsUploaded: applications.documentsUploaded,
      tripId: applications.tripId,
      // On the trip's index: a company trip is the company's alone.
      tripTravellerCount: sql<
        number | null
      >`case when ${applications.tripId} is not null then (select count(*)::int from ${applications} traveller where traveller.trip_id = ${applications.tripId}) end`,
      firstName: personal('firstName'),
      lastName: personal('lastName'),
      email: personal('email'),
      purposeOfVisit: sql<string | null>`${applications.travelInfo}->>'purposeOfVisit'`,
      travelDate,
      agentFirstName: agents.firstName,
      agentLastName: agents.lastName,
    })
    .from(applications)
    .leftJoin(agents, eq(agents.id, applications.assignedAgentId))
    .$dynamic();

type CorporateRow = Awaited<ReturnType<ReturnType<typeof selectCorporate>['execute']>>[number];

/** The entry category the visa data gives the application's passport on its travel date ('e-Visa'); null without one. */
const categoryLabelOf = (ctx: AppContext, row: CorporateRow, language: InterfaceLanguage) => {
  if (!row.fromCountry) return null;
  try {
    const { fromCountry, toCountry } = row;
    const purpose = row.purpose as Purpose;
    const travelDate = row.travelDate ?? undefined;
    const input = { fromCountry, toCountry, purpose, travelDate };
    return checkRequirements(ctx.visa.index, ctx.config.fees, input, undefined, language).categoryLabel;
  } catch (error) {
    // No visa data (503) or no corridor (422): the list still shows, without a category.
    if (error instanceof AppError) return null;
    throw error;
  }
};

/** An application as the company reads it, its destination, visa type and category in `language`. */
export const toCorporateView = (
  ctx: AppContext,
  row: CorporateRow,
  language: InterfaceLanguage,
): CorporateApplicationView => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  employeeId: row.employeeId,
  employeeName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
  employeeEmail: row.email ?? '',
  destination: destinationNameIn(ctx, row.toCountry, language),
  destinationCode: row.toCountry,
  visaType: row.visaType,
  visaTypeName: visaTypeNameIn(row.visaType, language),
  purpose: row.purposeOfVisit ?? '',
  status: row.status as CorporateApplicationView['status'],
  submittedAt: row.submittedAt?.toISOString() ?? null,
  travelDate: row.travelDate,
  cost: feesViewOf(row).total,
  currency: row.currency,
  priority: row.priority as CorporateApplicationView['priority'],
  agentName: row.agentFirstName ? `${row.agentFirstName} ${row.agentLastName}` : null,
  nationality: row.fromCountry,
  categoryLabel: categoryLabelOf(ctx, row, language),
  documentsRequired: row.requiredDocuments.length,
  documentsUploaded: row.documentsUploaded,
  tripId: row.tripId,
  tripReference: row.tripId ? tripReferenceOf(row.tripId) : null,
  tripTravellerCount: row.tripTravellerCount,
});
