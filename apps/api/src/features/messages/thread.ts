import type { InterfaceLanguage, ThreadMessageView } from '@visabridge/contract';
import { asc, eq } from 'drizzle-orm';
import { applicationMessages, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { findVisibleApplication, type Viewer } from '../../domain/applications/access';
import { destinationNameOf, referenceNumberOf } from '../../domain/applications/views';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import { clientEvents, tellAgent } from '../../domain/applications/tell-agent';
import { applicantSideRecipients, authorKindsOf } from './authorship';
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
type KindOf = Awaited<ReturnType<typeof authorKindsOf>>;

const toView = (row: ThreadRow, viewerId: string, kindOf: KindOf): ThreadMessageView => ({
  id: row.id,
  body: row.body,
  authorName: `${row.firstName} ${row.lastName}`,
  authorKind: kindOf({ id: row.authorId, role: row.role }),
  mine: row.authorId === viewerId,
  sentAt: row.createdAt.toISOString(),
});

/** The whole conversation of an application the viewer may see, oldest first, each message with its author's kind. */
export const listThread = async (ctx: AppContext, viewer: Viewer, applicationId: string) => {
  const application = await findVisibleApplication(ctx, viewer, applicationId);
  const kindOf = await authorKindsOf(ctx.db, application);
  const rows = await selectThread(ctx)
    .where(eq(applicationMessages.applicationId, applicationId))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  return rows.map((row) => toView(row, viewer.id, kindOf));
};

/**
 * Adds a message and tells every other party, never the author, each in their own language: the assigned agent
 * (notification and email) and the applicant side (the filer, the employee once linked, colleagues who wrote in
 * the thread: notification and email), each told who wrote it and as what.
 */
export const postMessage = async (
  ctx: AppContext,
  author: Viewer & { firstName: string; lastName: string },
  applicationId: string,
  body: string,
) => {
  const application = await findVisibleApplication(ctx, author, applicationId);
  const kindOf = await authorKindsOf(ctx.db, application);
  const writer = { name: `${author.firstName} ${author.lastName}`, kind: kindOf(author) };
  const event = clientEvents.message(body, writer);
  const reference = referenceNumberOf(application.id);
  const link = `/applications/${application.id}`;
  const offered = ctx.config.interfaceLanguages;
  const id = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(applicationMessages)
      .values({ applicationId, authorId: author.id, body })
      .returning({ id: applicationMessages.id });
    if (!message) throw new Error('message insert returned nothing');
    await tellAgent(tx, ctx, application.id, author.id, event);
    const recipients = await applicantSideRecipients(tx, application, author.id);
    await notify(
      tx,
      offered,
      ...recipients.map((recipient) => ({
        userId: recipient.id,
        text: (language: InterfaceLanguage) => event.text(language, reference),
        type: 'info' as const,
        category: event.category,
        link,
      })),
    );
    const destination = { code: application.toCountry, name: destinationNameOf(ctx, application.toCountry) };
    for (const recipient of recipients)
      await queueEmail(
        tx,
        messageEmail(recipient, offered, {
          reference,
          destination,
          author: writer,
          body,
          link: `${ctx.config.publicUrl}${link}`,
        }),
      );
    return message.id;
  });
  ctx.wakeMailer();
  const [row] = await selectThread(ctx).where(eq(applicationMessages.id, id));
  if (!row) throw new Error('message vanished after insert');
  return toView(row, author.id, kindOf);
};
