import type { notifyTeamInput } from '@visabridge/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { employees, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { fieldError } from '../../lib/errors';
import { emailTo, type EmailTexts } from '../../domain/email/email-language';
import { inEveryLanguage } from '../../domain/email/every-language';
import { greetingIn } from '../../domain/email/greeting';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import type { Company } from './company-access';
import { companySignOffIn } from './company-sign-off';

type Notice = { firstName: string; company: string; title: string; message: string };

/** The company's notice by email: its words as written, framed in the employee's language. */
const teamNoticeEmail: EmailTexts<Notice> = inEveryLanguage(
  (language) =>
    ({ firstName, company, title, message }) => ({
      subject: `${company}: ${title}`,
      lines: [greetingIn[language](firstName), '', message, '', companySignOffIn[language](company)],
    }),
);

/**
 * Tells chosen employees something (an in-app notification and an email, the company's words framed in
 * each employee's language). Only employees who accepted the company's invitation (their account is
 * linked) are reached, never an account that merely shares the address; the others are skipped and
 * listed back so the sender can invite them.
 */
export const notifyTeam = async (
  ctx: AppContext,
  company: Company,
  input: z.output<typeof notifyTeamInput>,
) => {
  const chosen = await ctx.db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      userId: employees.userId,
      interfaceLanguage: users.interfaceLanguage,
    })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.companyId, company.id), inArray(employees.id, input.employeeIds)));
  if (chosen.length !== new Set(input.employeeIds).size) {
    const message = 'Choose employees of your company';
    throw fieldError({ code: 'UNKNOWN_EMPLOYEE', field: 'employeeIds', message });
  }
  const reachable = chosen.flatMap((person) => (person.userId ? [{ ...person, userId: person.userId }] : []));
  const offered = ctx.config.interfaceLanguages;
  const { title, message } = input;
  await ctx.db.transaction(async (tx) => {
    await notify(
      tx,
      offered,
      ...reachable.map((person) => ({
        userId: person.userId,
        // The company's own words, as it wrote them.
        text: () => ({ title, message }),
        type: 'info' as const,
        category: 'message' as const,
      })),
    );
    for (const person of reachable)
      await queueEmail(
        tx,
        emailTo(person, offered, teamNoticeEmail, { ...person, company: company.name, title, message }),
      );
  });
  if (reachable.length > 0) ctx.wakeMailer();
  const notAccepted = chosen.filter((person) => !person.userId);
  return {
    notified: reachable.length,
    skipped: notAccepted.length,
    notAccepted: notAccepted.map((person) => ({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
    })),
  };
};
