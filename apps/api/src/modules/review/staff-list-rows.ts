import type { StaffApplicationListItem } from '@visabridge/contract';
import { and, count, countDistinct, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  applicationMessages,
  applications,
  applicationStatusHistory,
  documentRequests,
  documents,
  users,
} from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { destinationNameOf, isUnderReview, referenceNumberOf, visaTypeNameOf } from '../applications/views';
import { applicantEmail, applicantPhone, companyName } from './staff-columns';

const agents = alias(users, 'agent');

/** The columns a staff list row shows, for one page's applications. */
const selectRows = (ctx: AppContext, ids: string[]) =>
  ctx.db
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
    })
    .from(applications)
    .leftJoin(agents, eq(agents.id, applications.assignedAgentId))
    .where(inArray(applications.id, ids));

const byApplication = <Value>(rows: { applicationId: string; value: Value }[]) =>
  new Map(rows.map((row) => [row.applicationId, row.value]));

/** Per application of the page, each figure by one grouped query over the page's ids. */
const figuresOf = async (ctx: AppContext, ids: string[]) => {
  const [uploaded, requests, contacts, decisions] = await Promise.all([
    ctx.db
      .select({ applicationId: documents.applicationId, value: countDistinct(documents.type) })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(
        and(
          inArray(documents.applicationId, ids),
          eq(documents.status, 'uploaded'),
          sql`${applications.requiredDocuments} ? ${documents.type}`,
        ),
      )
      .groupBy(documents.applicationId),
    ctx.db
      .select({ applicationId: documentRequests.applicationId, value: count() })
      .from(documentRequests)
      .where(and(inArray(documentRequests.applicationId, ids), isNull(documentRequests.fulfilledAt)))
      .groupBy(documentRequests.applicationId),
    ctx.db
      .select({ applicationId: applicationMessages.applicationId, value: max(applicationMessages.createdAt) })
      .from(applicationMessages)
      .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
      .where(
        and(
          inArray(applicationMessages.applicationId, ids),
          eq(applicationMessages.authorId, applications.assignedAgentId),
        ),
      )
      .groupBy(applicationMessages.applicationId),
    ctx.db
      .select({
        applicationId: applicationStatusHistory.applicationId,
        value: max(applicationStatusHistory.createdAt),
      })
      .from(applicationStatusHistory)
      .where(
        and(
          inArray(applicationStatusHistory.applicationId, ids),
          inArray(applicationStatusHistory.toStatus, ['approved', 'rejected']),
        ),
      )
      .groupBy(applicationStatusHistory.applicationId),
  ]);
  return {
    uploaded: byApplication(uploaded),
    requests: byApplication(requests),
    contacts: byApplication(contacts),
    decisions: byApplication(decisions),
  };
};

const isDecided = (status: string) => status === 'approved' || status === 'rejected';

/** The list rows of these applications, in the order of `ids`. */
export const staffListItemsOf = async (
  ctx: AppContext,
  ids: string[],
): Promise<StaffApplicationListItem[]> => {
  if (ids.length === 0) return [];
  const [rows, figures] = await Promise.all([selectRows(ctx, ids), figuresOf(ctx, ids)]);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const decision = figures.decisions.get(id);
    const contact = figures.contacts.get(id);
    return [
      {
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
        lastContact: contact ? new Date(contact).toISOString() : null,
        decidedAt: decision && isDecided(row.status) ? new Date(decision).toISOString() : null,
        documentsUploaded: figures.uploaded.get(id) ?? 0,
        documentsRequired: row.documentsRequired,
        openRequests: isUnderReview(row.status) ? (figures.requests.get(id) ?? 0) : 0,
      },
    ];
  });
};
