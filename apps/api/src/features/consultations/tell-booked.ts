import { formatDateIn, type ConsultationView } from '@visabridge/contract';
import type { Db } from '../../db/client';
import type { AppContext } from '../../domain/app-context';
import { emailTo } from '../../domain/email/email-language';
import { findReader } from '../../domain/email/find-reader';
import { queueEmail } from '../../domain/email/outbox';
import { notify, textsOf } from '../../domain/notifications/notify';
import { readerLocaleOf } from '../../lib/reader-locale';
import { bookedEmail, bookedNotice, confirmedEmail, confirmedNotice } from './consultation-texts';

/** Where each side finds the booking. */
export const consultationLinks = { user: '/consultation', agent: '/agent-dashboard?tab=tasks' };

// Accounts hold a region but no time zone: emails and notices write the time in UTC and say so.
const bookedTime = (locale: string, time: Date) => `${formatDateIn(locale, time, 'dateTime', 'UTC')} UTC`;

const findPerson = async (db: Db, id: string) => {
  const person = await findReader(db, id);
  if (!person) throw new Error(`user ${id} not found`);
  return person;
};

type Booking = { consultation: ConsultationView; userId: string; agentId: string; time: Date };

/**
 * Tells the user and the agent that the consultation is booked, by notification and email, each in their
 * own language with the time written in their own region. Runs in the assigning transaction.
 */
export const tellBooked = async (tx: Db, ctx: AppContext, booking: Booking) => {
  const { consultation, time } = booking;
  const offered = ctx.config.interfaceLanguages;
  const [user, agent] = await Promise.all([findPerson(tx, booking.userId), findPerson(tx, booking.agentId)]);
  const toUser = {
    topic: consultation.topic,
    agentName: consultation.agentName,
    time: bookedTime(readerLocaleOf(user.interfaceLanguage, user.region, offered), time),
  };
  const toAgent = {
    topic: consultation.topic,
    userName: consultation.userName,
    userEmail: consultation.userEmail,
    time: bookedTime(readerLocaleOf(agent.interfaceLanguage, agent.region, offered), time),
  };
  await notify(
    tx,
    offered,
    {
      userId: booking.userId,
      text: textsOf(confirmedNotice, toUser),
      type: 'success',
      category: 'message',
      link: consultationLinks.user,
    },
    {
      userId: booking.agentId,
      text: textsOf(bookedNotice, toAgent),
      type: 'info',
      category: 'message',
      link: consultationLinks.agent,
    },
  );
  const letter = (person: typeof user, link: string) => ({
    firstName: person.firstName,
    link: `${ctx.config.publicUrl}${link}`,
  });
  await queueEmail(
    tx,
    emailTo(user, offered, confirmedEmail, { ...toUser, ...letter(user, consultationLinks.user) }),
  );
  await queueEmail(
    tx,
    emailTo(agent, offered, bookedEmail, { ...toAgent, ...letter(agent, consultationLinks.agent) }),
  );
};
