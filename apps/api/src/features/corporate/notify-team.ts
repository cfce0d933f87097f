import type { notifyTeamInput } from '@visabridge/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { employees } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { fieldError } from '../../lib/errors';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import type { Company } from './company-access';

/**
 * Tells chosen employees something (an in-app notification and an email). Only employees who accepted
 * the company's invitation (their account is linked) are reached, never an account that merely shares
 * the address; the others are skipped and listed back so the sender can invite them.
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
    })
    .from(employees)
    .where(and(eq(employees.companyId, company.id), inArray(employees.id, input.employeeIds)));
  if (chosen.length !== new Set(input.employeeIds).size) {
    const message = 'Choose employees of your company';
    throw fieldError({ code: 'UNKNOWN_EMPLOYEE', field: 'employeeIds', message });
  }
  const reachable = chosen.flatMap((person) => (person.userId ? [{ ...person, userId: person.userId }] : []));
  await ctx.db.transaction(async (tx) => {
    await notify(
      tx,
      ...reachable.map((person) => ({
        userId: person.userId,
        title: input.title,
        message: input.message,
        type: 'info' as const,
        category: 'message' as const,
      })),
    );
    for (const person of reachable)
      await queueEmail(tx, {
        to: person.email,
        subject: `${company.name}: ${input.title}`,
        body: [`Hello ${person.firstName},`, '', input.message, '', `— ${company.name}, via VisaBridge`].join(
          '\n',
        ),
      });
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
