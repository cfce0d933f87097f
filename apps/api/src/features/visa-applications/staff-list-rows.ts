import type { InterfaceLanguage, StaffApplicationListItem } from '@visabridge/contract';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { applicationMessages, applications, applicationStatusHistory, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { AppContext } from '../../domain/app-context';
import type { Viewer } from '../../domain/applications/access';
import { toCursorPage, type Keyset } from '../../db/keyset';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { isUnderReview, referenceNumberOf } from '../../domain/applications/views';
import { visaTypeNameIn } from '../../domain/visa-types/visa-type-names';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import { applicantEmail, applicantPhone, companyName } from '../../domain/applications/staff-columns';

const agents = alias(users, 'agent');

const pageIds = sql.placeholder('ids');
/** The agent whose list it is; null for an admin, who sees every case. */
const listAgentId = sql.placeholder('agentId');

/**
 * How many of the row's trip's travellers the list's viewer has: submitted, and for an agent assigned to
 * them (found on the trip's index); null for an application on its own.
 */
const tripTravellerCount = sql<number | null>`case when ${applications.tripId} is not null then (
  select count(*)::int from ${applications} traveller
  where traveller.trip_id = ${applications.tripId} and traveller.status <> 'draft'
    and (${listAgentId}::uuid is null or traveller.assigned_agent_id = ${listAgentId}::uuid)
) end`;

/**
 * The rows of a page's applications (`ids`), with the columns a row shows (the document and request figures
 * kept on the row) and the last contact and decision from one grouped query each over those ids: one
 * statement, prepared once, as planning it took most of its time.
 */
const prepareRows = (db: Db) => {
  const inPage = (column: AnyPgColumn) => sql`${column} = any(${pageIds}::uuid[])`;
  const contacts = db
    .select({
      applicationId: applicationMessages.applicationId,
      value: max(applicationMessages.createdAt).as('last_contact'),
    })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .where(
      and(
        inPage(applicationMessages.applicationId),
        eq(applicationMessages.authorId, applications.assignedAgentId),
      ),
    )
    .groupBy(applicationMessages.applicationId)
    .as('contacts');
  const decisions = db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      value: max(applicationStatusHistory.createdAt).as('decided_at'),
    })
    .from(applicationStatusHistory)
    .where(
      and(
        inPage(applicationStatusHistory.applicationId),
        inArray(applicationStatusHistory.toStatus, ['approved', 'rejected']),
      ),
    )
    .groupBy(applicationStatusHistory.applicationId)
    .as('decisions');
  return db
    .select({
      id: applications.id,
      status: applications.status,
      priority: applications.priority,
      toCountry: applications.toCountry,
      visaType: applications.visaType,
      tripId: applications.tripId,
      tripTravellerCount,
      submittedAt: applications.submittedAt,
      assignedAt: applications.assignedAt,
      agentId: applications.assignedAgentId,
      agentFirstName: agents.firstName,
      agentLastName: agents.lastName,
      clientName: applications.applicantName,
      clientEmail: applicantEmail,
      clientPhone: applicantPhone,
      companyName,
      documentsRequired: sql<number>`jsonb_array_length(${applications.requiredDocuments})::int`,
      documentsUploaded: applications.documentsUploaded,
      openRequests: applications.openRequests,
      lastContact: contacts.value,
      decidedAt: decisions.value,
    })
    .from(applications)
    .leftJoin(agents, eq(agents.id, applications.assignedAgentId))
    .leftJoin(contacts, eq(contacts.applicationId, applications.id))
    .leftJoin(decisions, eq(decisions.applicationId, applications.id))
    .where(inPage(applications.id))
    .prepare('staff_list_rows');
};

const rowsStatement = perDatabase(prepareRows);

type Row = Awaited<ReturnType<ReturnType<typeof prepareRows>['execute']>>[number];

const isDecided = (status: string) => status === 'approved' || status === 'rejected';

const toStaffListItem = (
  ctx: AppContext,
  row: Row,
  language: InterfaceLanguage,
): StaffApplicationListItem => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  tripReference: row.tripId ? tripReferenceOf(row.tripId) : null,
  tripTravellerCount: row.tripTravellerCount,
  status: row.status as StaffApplicationListItem['status'],
  priority: row.priority as StaffApplicationListItem['priority'],
  destination: destinationNameIn(ctx, row.toCountry, language),
  visaTypeName: visaTypeNameIn(row.visaType, language),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  assignedAt: row.assignedAt?.toISOString() ?? null,
  agentId: row.agentId,
  agentName: row.agentFirstName ? `${row.agentFirstName} ${row.agentLastName}` : null,
  clientName: row.clientName,
  clientEmail: row.clientEmail,
  clientPhone: row.clientPhone,
  companyName: row.companyName,
  lastContact: row.lastContact ? new Date(row.lastContact).toISOString() : null,
  decidedAt: row.decidedAt && isDecided(row.status) ? new Date(row.decidedAt).toISOString() : null,
  documentsUploaded: row.documentsUploaded,
  documentsRequired: row.documentsRequired,
  openRequests: isUnderReview(row.status) ? row.openRequests : 0,
});

/**
 * One page of `viewer`'s staff list from the rows its keyset query found (one past the page when there is
 * more), and the next cursor.
 */
export const staffListPage = async (
  ctx: AppContext,
  viewer: Viewer,
  keyset: Keyset,
  found: { id: string; sortValue: string | null }[],
  pageSize: number,
  language: InterfaceLanguage,
) => {
  const page = toCursorPage(keyset, found, pageSize, (row) => row.id);
  const agentId = viewer.role === 'agent' ? viewer.id : null;
  const rows = page.items.length ? await rowsStatement(ctx.db).execute({ ids: page.items, agentId }) : [];
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return {
    items: page.items.flatMap((id) => {
      const row = rowsById.get(id);
      return row ? [toStaffListItem(ctx, row, language)] : [];
    }),
    nextCursor: page.nextCursor,
  };
};
