import type { ThreadMessageView } from '@visabridge/contract';
import { asc, eq } from 'drizzle-orm';
import { applicationMessages, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { findVisibleApplication, type Viewer } from '../applications/access';
import { destinationNameOf, referenceNumberOf } from '../applications/views';
import { queueEmail } from '../email/outbox';
import { notify } from '../notifications/notify';
import { tellAgentOfMessage } from '../review/tell-agent';
import { messageEmail } from './emails';

const selectThread = (ctx: AppContext) =>
  ctx.db
    .select({
      id: applicationMessages.id,
      body: applicationMessages.body,
      authorId: applicationMessages.authorId,
      createdAt: applicationMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(applicationMessages)
    .innerJoin(users, eq(users.id, applicationMessages.authorId))
    .$dynamic();

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThread>['execute']>>[number];

const toView = (row: ThreadRow, viewerId: string): ThreadMessageView => ({
  id: row.id,
  body: row.body,
  authorName: `${row.firstName} ${row.lastName}`,
  authorRole: row.role,
  mine: row.authorId === viewerId,
  sentAt: row.createdAt.toISOString(),
});

/** The whole conversation of an application the viewer may see, oldest first. */
export const listThread = async (ctx: AppContext, viewer: Viewer, applicationId: string) => {
  await findVisibleApplication(ctx, viewer, applicationId);
  const rows = await selectThread(ctx)
    .where(eq(applicationMessages.applicationId, applicationId))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  return rows.map((row) => toView(row, viewer.id));
};

/**
 * Adds a message. The other side is told by notification and email: the applicant when staff
 * write, the assigned agent when the applicant writes.
 */
export const postMessage = async (ctx: AppContext, viewer: Viewer, applicationId: string, body: string) => {
  const application = await findVisibleApplication(ctx, viewer, applicationId);
  const fromApplicant = viewer.id === application.userId;
  const recipientId = fromApplicant ? application.assignedAgentId : application.userId;
  const reference = referenceNumberOf(application.id);
  const link = `/applications/${application.id}`;
  const id = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(applicationMessages)
      .values({ applicationId, authorId: viewer.id, body })
      .returning({ id: applicationMessages.id });
    if (!message) throw new Error('message insert returned nothing');
    if (fromApplicant) {
      await tellAgentOfMessage(tx, ctx, application.id, viewer.id, body);
      return message.id;
    }
    if (!recipientId) return message.id;
    await notify(tx, {
      userId: recipientId,
      title: `New message on application ${reference}`,
      message: body.length > 140 ? `${body.slice(0, 139)}…` : body,
      type: 'info',
      category: 'message',
      link,
    });
    if (!fromApplicant) {
      const [owner] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, recipientId));
      const destination = destinationNameOf(ctx, application.toCountry);
      if (owner)
        await queueEmail(
          tx,
          messageEmail(owner, { reference, destination }, body, `${ctx.config.publicUrl}${link}`),
        );
    }
    return message.id;
  });
  ctx.wakeMailer();
  const [row] = await selectThread(ctx).where(eq(applicationMessages.id, id));
  if (!row) throw new Error('message vanished after insert');
  return toView(row, viewer.id);
};
