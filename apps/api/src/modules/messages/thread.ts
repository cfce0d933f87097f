import type { ThreadMessageView } from '@visabridge/contract';
import { asc, eq } from 'drizzle-orm';
import { applicationMessages, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { findVisibleApplication, isStaff, type Viewer } from '../applications/access';
import { applicantRecipients } from '../applications/applicant-recipients';
import { destinationNameOf, referenceNumberOf } from '../applications/views';
import { queueEmail } from '../email/outbox';
import { notify } from '../notifications/notify';
import { clientEvents, excerptOf, tellAgent } from '../review/tell-agent';
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
 * Adds a message. The other side is told: the applicant side (whoever filed it and, on a company's
 * case, the employee) by notification and email when staff write, the assigned agent by notification
 * when someone on the applicant side writes.
 */
export const postMessage = async (ctx: AppContext, viewer: Viewer, applicationId: string, body: string) => {
  const application = await findVisibleApplication(ctx, viewer, applicationId);
  const fromApplicant = !isStaff(viewer);
  const reference = referenceNumberOf(application.id);
  const link = `/applications/${application.id}`;
  const notice = {
    title: `New message on application ${reference}`,
    message: excerptOf(body),
    type: 'info' as const,
    category: 'message' as const,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(applicationMessages)
      .values({ applicationId, authorId: viewer.id, body })
      .returning({ id: applicationMessages.id });
    if (!message) throw new Error('message insert returned nothing');
    if (fromApplicant) {
      await tellAgent(tx, ctx, application.id, viewer.id, clientEvents.message(body));
      return message.id;
    }
    const recipients = await applicantRecipients(tx, application);
    await notify(tx, ...recipients.map((recipient) => ({ ...notice, userId: recipient.id, link })));
    const destination = destinationNameOf(ctx, application.toCountry);
    for (const recipient of recipients)
      await queueEmail(
        tx,
        messageEmail(recipient, { reference, destination }, body, `${ctx.config.publicUrl}${link}`),
      );
    return message.id;
  });
  ctx.wakeMailer();
  const [row] = await selectThread(ctx).where(eq(applicationMessages.id, id));
  if (!row) throw new Error('message vanished after insert');
  return toView(row, viewer.id);
};
