import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationMessages,
  applicationRatings,
  applicationStatusHistory,
  applications,
  documentRequests,
  documents,
  users,
} from '../../db/schema';
import { referenceNumberOf } from '../../domain/applications/views';

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** How the export names the other person in a thread or history: by name, never by email or id. */
const nameOf = (ownerId: string, someone: { id: string; firstName: string; lastName: string } | null) =>
  someone && (someone.id === ownerId ? 'You' : `${someone.firstName} ${someone.lastName}`);

const groupBy = <T extends { applicationId: string }>(rows: T[]) => {
  const groups = new Map<string, Omit<T, 'applicationId'>[]>();
  for (const { applicationId, ...rest } of rows) {
    groups.set(applicationId, [...(groups.get(applicationId) ?? []), rest]);
  }
  return (applicationId: string) => groups.get(applicationId) ?? [];
};

/**
 * The user's own applications with their history, document metadata, document requests, thread and
 * rating. Applications filed for a company hold its employees' data and stay with the company.
 */
export const exportApplications = async (db: Db, userId: string) => {
  const owned = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.applicationType, 'individual')))
    .orderBy(asc(applications.createdAt));
  const ids = owned.map((application) => application.id);
  if (ids.length === 0) return [];

  const [history, files, requests, thread, ratings] = await Promise.all([
    db
      .select({
        applicationId: applicationStatusHistory.applicationId,
        fromStatus: applicationStatusHistory.fromStatus,
        toStatus: applicationStatusHistory.toStatus,
        note: applicationStatusHistory.note,
        changedAt: applicationStatusHistory.createdAt,
        by: person,
      })
      .from(applicationStatusHistory)
      .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
      .where(inArray(applicationStatusHistory.applicationId, ids))
      .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id)),
    db
      .select({
        applicationId: documents.applicationId,
        id: documents.id,
        type: documents.type,
        fileName: documents.fileName,
        mimeType: documents.mimeType,
        size: documents.size,
        status: documents.status,
        reviewNote: documents.reviewNote,
        uploadedAt: documents.createdAt,
      })
      .from(documents)
      .where(inArray(documents.applicationId, ids))
      .orderBy(asc(documents.createdAt)),
    db
      .select({
        applicationId: documentRequests.applicationId,
        type: documentRequests.type,
        note: documentRequests.note,
        requestedAt: documentRequests.createdAt,
        fulfilledAt: documentRequests.fulfilledAt,
      })
      .from(documentRequests)
      .where(inArray(documentRequests.applicationId, ids))
      .orderBy(asc(documentRequests.createdAt)),
    db
      .select({
        applicationId: applicationMessages.applicationId,
        body: applicationMessages.body,
        sentAt: applicationMessages.createdAt,
        by: person,
      })
      .from(applicationMessages)
      .innerJoin(users, eq(users.id, applicationMessages.authorId))
      .where(inArray(applicationMessages.applicationId, ids))
      .orderBy(asc(applicationMessages.createdAt)),
    db
      .select({
        applicationId: applicationRatings.applicationId,
        rating: applicationRatings.rating,
        comment: applicationRatings.comment,
        ratedAt: applicationRatings.updatedAt,
      })
      .from(applicationRatings)
      .where(inArray(applicationRatings.applicationId, ids)),
  ]);

  const historyOf = groupBy(
    history.map(({ by, ...change }) => ({ ...change, changedBy: nameOf(userId, by) })),
  );
  const messagesOf = groupBy(thread.map(({ by, ...message }) => ({ ...message, from: nameOf(userId, by) })));
  const documentsOf = groupBy(files);
  const requestsOf = groupBy(requests);
  const ratingOf = groupBy(ratings);

  return owned.map(
    ({
      userId: _owner,
      assignedAgentId: _agent,
      companyId: _company,
      employeeId: _employee,
      ...application
    }) => ({
      referenceNumber: referenceNumberOf(application.id),
      ...application,
      statusHistory: historyOf(application.id),
      documents: documentsOf(application.id),
      documentRequests: requestsOf(application.id),
      messages: messagesOf(application.id),
      rating: ratingOf(application.id)[0] ?? null,
    }),
  );
};
