import type { StaffApplicationListItem } from '@visabridge/contract';
import { and, count, countDistinct, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  applicationMessages,
  applications,
  applicationStatusHistory,
  documentRequests,
  documents,
  users,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { AppContext } from '../../lib/context';
import { orderOf, sortValueOf, toCursorPage, type Keyset } from '../../lib/keyset';
import { destinationNameOf, isUnderReview, referenceNumberOf, visaTypeNameOf } from '../applications/views';
import { applicantEmail, applicantPhone, companyName } from './staff-columns';

const agents = alias(users, 'agent');

const pageIds = sql.placeholder('ids');

/**
 * The rows of a page's applications (`ids`), with the columns a row shows and each figure from one
 * grouped query over those ids: one statement, prepared once, as planning it took most of its time.
 */
const prepareRows = (db: Db) => {
  const inPage = (column: AnyPgColumn) => sql`${column} = any(${pageIds}::uuid[])`;
  const uploaded = db
    .select({
      applicationId: documents.applicationId,
      value: countDistinct(documents.type).as('uploaded_types'),
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(
      and(
        inPage(documents.applicationId),
        eq(documents.status, 'uploaded'),
        sql`${applications.requiredDocuments} ? ${documents.type}`,
      ),
    )
    .groupBy(documents.applicationId)
    .as('uploaded');
  const requests = db
    .select({ applicationId: documentRequests.applicationId, value: count().as('open_requests') })
    .from(documentRequests)
    .where(and(inPage(documentRequests.applicationId), isNull(documentRequests.fulfilledAt)))
    .groupBy(documentRequests.applicationId)
    .as('requests');
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
      documentsUploaded: uploaded.value,
      openRequests: requests.value,
      lastContact: contacts.value,
      decidedAt: decisions.value,
    })
    .from(applications)
    .leftJoin(agents, eq(agents.id, applications.assignedAgentId))
    .leftJoin(uploaded, eq(uploaded.applicationId, applications.id))
    .leftJoin(requests, eq(requests.applicationId, applications.id))
    .leftJoin(contacts, eq(contacts.applicationId, applications.id))
    .leftJoin(decisions, eq(decisions.applicationId, applications.id))
    .where(inPage(applications.id))
    .prepare('staff_list_rows');
};

const rowsStatement = perDatabase(prepareRows);

type Row = Awaited<ReturnType<ReturnType<typeof prepareRows>['execute']>>[number];

const isDecided = (status: string) => status === 'approved' || status === 'rejected';

const toStaffListItem = (ctx: AppContext, row: Row): StaffApplicationListItem => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  status: row.status as StaffApplicationListItem['status'],
  priority: row.priority as StaffApplicationListItem['priority'],
  destination: destinationNameOf(ctx, row.toCountry),
  visaTypeName: visaTypeNameOf(row),
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
  documentsUploaded: row.documentsUploaded ?? 0,
  documentsRequired: row.documentsRequired,
  openRequests: isUnderReview(row.status) ? (row.openRequests ?? 0) : 0,
});

/** One page of the applications `matching`, in the keyset's order, as a staff list's rows show them, and the next cursor. */
export const staffListPage = async (
  ctx: AppContext,
  keyset: Keyset,
  matching: SQL | undefined,
  pageSize: number,
) => {
  const found = await ctx.db
    .select({ id: applications.id, sortValue: sortValueOf(keyset) })
    .from(applications)
    .where(matching)
    .orderBy(...orderOf(keyset))
    .limit(pageSize + 1);
  const page = toCursorPage(keyset, found, pageSize, (row) => row.id);
  const rows = page.items.length ? await rowsStatement(ctx.db).execute({ ids: page.items }) : [];
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return {
    items: page.items.flatMap((id) => {
      const row = rowsById.get(id);
      return row ? [toStaffListItem(ctx, row)] : [];
    }),
    nextCursor: page.nextCursor,
  };
};
