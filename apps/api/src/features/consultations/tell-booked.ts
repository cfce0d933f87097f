import { consultationTopicLabels, formatDateIn, type ConsultationView } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';

/** Where each side finds the booking. */
export const consultationLinks = { user: '/consultation', agent: '/agent-dashboard?tab=tasks' };

// Accounts hold a language but no time zone: emails and notices write the time in UTC and say so.
const bookedTime = (language: string, time: Date) => `${formatDateIn(language, time, 'dateTime', 'UTC')} UTC`;

const findPerson = async (db: Db, id: string) => {
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  if (!person) throw new Error(`user ${id} not found`);
  return person;
};

type Booking = { consultation: ConsultationView; userId: string; agentId: string; time: Date };

/**
 * Tells the user and the agent that the consultation is booked, by notification and email, each with
 * the time written in their own language. Runs in the assigning transaction.
 */
export const tellBooked = async (tx: Db, ctx: AppContext, booking: Booking) => {
  const { consultation, time } = booking;
  const topic = consultationTopicLabels[consultation.topic];
  const [user, agent] = await Promise.all([findPerson(tx, booking.userId), findPerson(tx, booking.agentId)]);
  const userTime = bookedTime(user.language, time);
  const agentTime = bookedTime(agent.language, time);
  const userLine = `Your ${topic} consultation with ${consultation.agentName ?? 'our agent'} is booked for ${userTime}.`;
  const agentLine = `${consultation.userName} (${consultation.userEmail}): ${topic} consultation on ${agentTime}.`;
  await notify(
    tx,
    {
      userId: booking.userId,
      title: 'Consultation confirmed',
      message: userLine,
      type: 'success',
      category: 'message',
      link: consultationLinks.user,
    },
    {
      userId: booking.agentId,
      title: 'Consultation booked',
      message: agentLine,
      type: 'info',
      category: 'message',
      link: consultationLinks.agent,
    },
  );
  const email = (to: typeof user, subject: string, line: string, link: string) =>
    queueEmail(tx, {
      to: to.email,
      subject,
      body: [`Hello ${to.firstName},`, '', line, '', 'Details:', `${ctx.config.publicUrl}${link}`].join('\n'),
    });
  await email(user, `Consultation confirmed: ${userTime}`, userLine, consultationLinks.user);
  await email(agent, `Consultation booked: ${agentTime}`, agentLine, consultationLinks.agent);
};
