import { formatMoney, type InterfaceLanguage, type NotificationCategory } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { agentLinkOf, destinationNameOf, referenceNumberOf } from './views';
import { queueEmail } from '../email/outbox';
import { notify, type NotificationText } from '../notifications/notify';
import { agentUpdateEmail } from './agent-update-email';
import { messageNotice, paymentNotice, uploadNotice } from './client-event-texts';
import { authorLineIn, type MessageAuthor } from './message-authors';
import { readerLocaleOf } from '../../lib/reader-locale';

/**
 * Something the client did, told in a language about the application `reference`; amounts are written in
 * `locale` when given (the language with the reader's region).
 */
type Event = {
  text: (language: InterfaceLanguage, reference: string, locale?: string) => NotificationText;
  category: NotificationCategory;
};

/**
 * Tells the agent assigned to an application, by notification and email in their language, what its client
 * just did (uploaded, paid, wrote), linking to the application in their dashboard. Nobody is told while it is
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
      interfaceLanguage: users.interfaceLanguage,
      region: users.language,
      toCountry: applications.toCountry,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.assignedAgentId))
    .where(eq(applications.id, applicationId));
  if (!agent || agent.id === actorId) return false;
  const reference = referenceNumberOf(applicationId);
  const offered = ctx.config.interfaceLanguages;
  const locale = readerLocaleOf(agent.interfaceLanguage, agent.region, offered);
  const update = (language: InterfaceLanguage) => event.text(language, reference, locale);
  const link = agentLinkOf(applicationId);
  await notify(db, offered, { userId: agent.id, text: update, type: 'info', category: event.category, link });
  await queueEmail(
    db,
    agentUpdateEmail(agent, offered, {
      reference,
      destination: { code: agent.toCountry, name: destinationNameOf(ctx, agent.toCountry) },
      update,
      link: `${ctx.config.publicUrl}${link}`,
    }),
  );
  return true;
};

/** The start of a message, as a notification shows it. */
export const excerptOf = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** What the client did, as the agent is told it. */
export const clientEvents = {
  /** Someone wrote in the application's thread: who, as what ("Ada Okoro (Applicant)"), and the message. */
  message: (body: string, author: MessageAuthor): Event => ({
    text: (language, reference) =>
      messageNotice[language]({
        reference,
        author: authorLineIn(language, author),
        excerpt: excerptOf(body),
      }),
    category: 'message',
  }),
  /** The client uploaded a document on a submitted application (one asked for, or a company's checklist item). */
  upload: (type: string): Event => ({
    text: (language, reference) => uploadNotice[language]({ reference, type }),
    category: 'document_required',
  }),
  /** The client paid the application's fees. */
  payment: (amount: number, currency: string): Event => ({
    text: (language, reference, locale) =>
      paymentNotice[language]({ reference, amount: formatMoney(amount, currency, locale) }),
    category: 'payment',
  }),
};
