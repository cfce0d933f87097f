import type { NotificationCategory } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { agentLinkOf, destinationNameOf, referenceNumberOf } from './views';
import { queueEmail, type OutgoingEmail } from '../email/outbox';
import { notify } from '../notifications/notify';

/** To the assigned agent: what the client did on their application, and where to open it. */
const agentUpdateEmail = (
  agent: { email: string; firstName: string },
  application: { reference: string; destination: string },
  update: { title: string; message: string },
  link: string,
): OutgoingEmail => ({
  to: agent.email,
  subject: update.title,
  body: [
    `Hello ${agent.firstName},`,
    '',
    `${update.message}`,
    '',
    `Application ${application.reference}, ${application.destination}. Open it here:`,
    link,
  ].join('\n'),
});

type Event = { title: (reference: string) => string; message: string; category: NotificationCategory };

/**
 * Tells the agent assigned to an application, by notification and email, what its client just did
 * (uploaded, paid, wrote), linking to the application in their dashboard. Nobody is told while it is
 * unassigned, nor when the agent did it themselves. Call it in the transaction that stores the event.
 */
export const tellAgent = async (
  db: Db,
  ctx: AppContext,
  applicationId: string,
  actorId: string,
  event: Event,
) => {
  const [agent] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      toCountry: applications.toCountry,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.assignedAgentId))
    .where(eq(applications.id, applicationId));
  if (!agent || agent.id === actorId) return false;
  const reference = referenceNumberOf(applicationId);
  const title = event.title(reference);
  const link = agentLinkOf(applicationId);
  await notify(db, {
    userId: agent.id,
    title,
    message: event.message,
    type: 'info',
    category: event.category,
    link,
  });
  await queueEmail(
    db,
    agentUpdateEmail(
      agent,
      { reference, destination: destinationNameOf(ctx, agent.toCountry) },
      { title, message: event.message },
      `${ctx.config.publicUrl}${link}`,
    ),
  );
  return true;
};

/** The start of a message, as a notification shows it. */
export const excerptOf = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** What the client did, as the agent is told it. */
export const clientEvents = {
  /** Someone wrote in the application's thread; `author` names them and their part ("Ada Okoro (Applicant)"). */
  message: (body: string, author: string): Event => ({
    title: (reference) => `New message on application ${reference}`,
    message: `${author}: ${excerptOf(body)}`,
    category: 'message',
  }),
  /** The client uploaded a document on a submitted application (one asked for, or a company's checklist item). */
  upload: (type: string): Event => ({
    title: (reference) => `Document uploaded on application ${reference}`,
    message: `The client uploaded "${type}". Review it in the application's documents.`,
    category: 'document_required',
  }),
  /** The client paid the application's fees (`amount` as written for people). */
  payment: (amount: string): Event => ({
    title: (reference) => `Fees paid on application ${reference}`,
    message: `The client paid ${amount}: the application's fees are settled.`,
    category: 'payment',
  }),
};
