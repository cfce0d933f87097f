import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accountMessages } from '@visabridge/contract';
import type { Db } from '../../db/client';
import {
  agentTasks,
  applicationMessages,
  applicationRatings,
  applications,
  documents,
  emailOutbox,
  loginFailures,
  notifications,
  savedTravellers,
  trips,
  userTokens,
  users,
} from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../domain/identity/session-cache';
import type { DocumentStore } from '../documents/document-store';
import { removeUnusedFiles } from '../documents/documents';
import { recordAudit } from '../../domain/audit/record-audit';
import { confirmPassword } from './confirm-password';
import { revokeAllSessions } from '../../domain/identity/sessions';
import type { UserRow } from '../../domain/identity/views';

const removedMessage = 'This message was removed when its author deleted their account.';

/** Someone must stay able to run the platform: the last active admin cannot leave. */
const assertNotLastAdmin = async (tx: Db, user: UserRow) => {
  if (user.role !== 'admin') return;
  // Locking the admins makes two admins deleting themselves at once take turns.
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .for('update');
  if (!admins.some((admin) => admin.id !== user.id)) {
    throw conflict('LAST_ADMIN', accountMessages.lastAdmin);
  }
};

/**
 * The user's own applications: drafts are deleted; submitted ones stay for the records (country,
 * dates, status, fees) with the personal details and the owner's words erased. Every document row
 * goes; returns the content hashes whose files may now be unused.
 */
const eraseApplications = async (tx: Db, userId: string) => {
  const own = await tx
    .select({ id: applications.id, status: applications.status, travelInfo: applications.travelInfo })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.applicationType, 'individual')));
  if (own.length === 0) return [];
  const ids = own.map((application) => application.id);
  const removed = await tx
    .delete(documents)
    .where(inArray(documents.applicationId, ids))
    .returning({ sha256: documents.sha256 });
  const drafts = own.filter((application) => application.status === 'draft').map(({ id }) => id);
  if (drafts.length > 0) await tx.delete(applications).where(inArray(applications.id, drafts));
  for (const application of own.filter(({ status }) => status !== 'draft')) {
    const { plannedArrivalDate, plannedDepartureDate } = application.travelInfo;
    await tx
      .update(applications)
      .set({
        personalInfo: {},
        emergencyContact: {},
        travelInfo: { plannedArrivalDate, plannedDepartureDate },
        updatedAt: new Date(),
      })
      .where(eq(applications.id, application.id));
  }
  await tx
    .update(applicationMessages)
    .set({ body: removedMessage })
    .where(and(inArray(applicationMessages.applicationId, ids), eq(applicationMessages.authorId, userId)));
  await tx
    .update(applicationRatings)
    .set({ comment: null })
    .where(inArray(applicationRatings.applicationId, ids));
  return removed.map((document) => document.sha256);
};

/**
 * An agent who leaves hands back their open applications: they go back to the unassigned queue for an
 * admin to assign, and the agent's open tasks end with them. Returns how many were released.
 */
const releaseAssignments = async (tx: Db, userId: string) => {
  const released = await tx
    .update(applications)
    .set({ assignedAgentId: null, assignedAt: null, updatedAt: new Date() })
    .where(
      and(eq(applications.assignedAgentId, userId), inArray(applications.status, ['pending', 'in_review'])),
    )
    .returning({ id: applications.id });
  await tx.delete(agentTasks).where(and(eq(agentTasks.agentId, userId), isNull(agentTasks.completedAt)));
  return released.length;
};

/** Ends the account: everything personal is erased; the anonymised row keeps payments and applications. */
const eraseAccount = async (ctx: AppContext, tx: Db, user: UserRow) => {
  await revokeAllSessions(ctx, tx, user.id);
  await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(savedTravellers).where(eq(savedTravellers.userId, user.id));
  // A trip being prepared goes with its drafts; a submitted one stays with its applications, without the notes.
  await tx.delete(trips).where(and(eq(trips.userId, user.id), isNull(trips.submittedAt)));
  await tx.update(trips).set({ notes: '', updatedAt: new Date() }).where(eq(trips.userId, user.id));
  await tx.delete(emailOutbox).where(eq(emailOutbox.recipient, user.email));
  await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
  const now = new Date();
  await tx
    .update(users)
    .set({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'account',
      phone: null,
      nationality: null,
      dateOfBirth: null,
      companyName: null,
      companyId: null,
      passwordHash: null,
      emailVerifiedAt: null,
      subscribeNewsletter: false,
      status: 'inactive',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
};

/** Deletes the signed-in account after checking its password; stored files go once no document uses them. */
export const deleteAccount = async ({
  ctx,
  store,
  actor,
  password,
  ip,
}: {
  ctx: AppContext;
  store: DocumentStore;
  actor: Actor;
  password: string;
  ip: string;
}) => {
  const { user } = actor;
  await confirmPassword(ctx, {
    user,
    password,
    ip,
    field: 'password',
    message: accountMessages.passwordIncorrect,
  });
  const files = await ctx.db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, user);
    const hashes = await eraseApplications(tx, user.id);
    const releasedApplications = await releaseAssignments(tx, user.id);
    await eraseAccount(ctx, tx, user);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.deleted',
      targetType: 'user',
      targetId: user.id,
      details: { role: user.role, releasedApplications },
    });
    return hashes;
  });
  await removeUnusedFiles(ctx, store, files);
};
