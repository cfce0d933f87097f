import { messages, type EmployeeInvitationsView, type InterfaceLanguage } from '@visabridge/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import {
  AppError,
  conflict,
  fieldError,
  forbidden,
  isUniqueViolation,
  notFound,
  tooManyRequests,
} from '../../lib/errors';
import { isStaff } from '../../domain/applications/access';
import { accountLinkEmail, invitationEmail } from '../../domain/identity/account-emails';
import {
  consumeLinkToken,
  expireLinkTokens,
  issueLinkToken,
  secondsUntilLinkAllowed,
} from '../../domain/identity/link-tokens';
import type { UserRow } from '../../domain/identity/views';
import { queueEmail } from '../../domain/email/outbox';
import { accountLanguageOf } from '../../lib/message-language';
import type { Company } from './company-access';
import { findEmployee } from './employees';
import { staffNoticeEmail } from './staff-notice-email';

type EmployeeRow = typeof employees.$inferSelect;

const invalidInvitation = () =>
  new AppError('INVALID_TOKEN', 400, messages.employeeInvitationInvalid, [
    { field: 'token', message: messages.employeeInvitationInvalid },
  ]);

/** Why an employee cannot be invited now, or null when they can. */
const refusalOf = (employee: EmployeeRow) => {
  if (employee.status !== 'active')
    return conflict('EMPLOYEE_INACTIVE', 'Only active employees can be invited.');
  if (employee.userId) return conflict('EMPLOYEE_HAS_ACCOUNT', 'This employee already has a linked account.');
  return null;
};

/**
 * The language the invited read, among those the site offers: the one the inviter chose, else the inviter's
 * own; 400 on `interfaceLanguage` for one the site does not offer.
 */
export const invitationLanguageOf = (
  ctx: AppContext,
  inviter: UserRow,
  chosen: InterfaceLanguage | undefined,
): InterfaceLanguage => {
  const offered = ctx.config.interfaceLanguages;
  if (!chosen) return accountLanguageOf(inviter.interfaceLanguage, offered);
  if (!offered.includes(chosen))
    throw fieldError({ field: 'interfaceLanguage', message: 'Choose one of the languages offered' });
  return chosen;
};

/**
 * Emails one employee an invitation, in the caller's transaction. Without an account they get one
 * (a traveller's, role `general`: no company rights) reading `language`, invited in it, and a link to choose
 * its password (an account still waiting for its password is given `language` anew); with a
 * traveller account already they are asked to sign in and open a link that connects it. The token is
 * bound to this employee record, so the company sees its own invitations only, and any earlier link
 * for the record stops working. The company's reply is the same whoever owns the address: a staff
 * member gets a notice instead of a link (the token recorded for the invitation is never sent).
 */
const sendInvitation = async (
  tx: Db,
  ctx: AppContext,
  company: Company,
  employee: EmployeeRow,
  language: InterfaceLanguage,
) => {
  const [existing] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, employee.email.toLowerCase()));
  const [user] = !existing
    ? await tx
        .insert(users)
        .values({
          email: employee.email.toLowerCase(),
          firstName: employee.firstName,
          lastName: employee.lastName,
          role: 'general',
          interfaceLanguage: language,
        })
        .returning()
    : existing.passwordHash || isStaff(existing)
      ? [existing]
      : await tx
          .update(users)
          .set({ interfaceLanguage: language })
          .where(eq(users.id, existing.id))
          .returning();
  if (!user) throw new Error('user insert returned nothing');
  const purpose = user.passwordHash ? 'employee_link' : 'invitation';
  const wait = await secondsUntilLinkAllowed(tx, { userId: user.id, purpose, scope: employee.id });
  if (wait > 0) throw tooManyRequests('TOO_MANY_EMAILS', messages.tooManyEmails, wait);
  await expireLinkTokens(tx, user.id, purpose, employee.id);
  const link = `${await issueLinkToken(tx, user.id, purpose, ctx.config.publicUrl, employee.id)}&employee=${employee.id}`;
  const email = purpose === 'invitation' ? invitationEmail : accountLinkEmail;
  await queueEmail(
    tx,
    isStaff(user)
      ? staffNoticeEmail(user, ctx.config.interfaceLanguages, company.name)
      : email(user, ctx.config.interfaceLanguages, company.name, link),
  );
};

const findCompanyEmployee = async (db: Db, company: Company, id: string) => {
  const [employee] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.companyId, company.id)));
  if (!employee) throw notFound('Employee not found');
  return employee;
};

/** `POST /corporate/employees/:id/invitation`: invites (or invites again) one of the company's employees. */
export const inviteEmployee = async (
  ctx: AppContext,
  company: Company,
  id: string,
  language: InterfaceLanguage,
) => {
  await ctx.db.transaction(async (tx) => {
    const employee = await findCompanyEmployee(tx, company, id);
    const refusal = refusalOf(employee);
    if (refusal) throw refusal;
    await sendInvitation(tx, ctx, company, employee, language);
  });
  ctx.wakeMailer();
  return findEmployee(ctx, company, id);
};

/** Invites every active employee of the company who has no linked account; each one on its own. */
export const inviteEmployeesWithoutAccount = async (
  ctx: AppContext,
  company: Company,
  language: InterfaceLanguage,
): Promise<EmployeeInvitationsView> => {
  const waiting = await ctx.db
    .select()
    .from(employees)
    .where(
      and(eq(employees.companyId, company.id), eq(employees.status, 'active'), isNull(employees.userId)),
    );
  let invited = 0;
  const notInvited: EmployeeInvitationsView['notInvited'] = [];
  for (const employee of waiting) {
    try {
      await ctx.db.transaction((tx) => sendInvitation(tx, ctx, company, employee, language));
      invited += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notInvited.push({
        id: employee.id,
        name: `${employee.firstName} ${employee.lastName}`,
        reason: error.message,
      });
    }
  }
  if (invited > 0) ctx.wakeMailer();
  return { invited, notInvited };
};

/**
 * Links the account to the employee record the invitation named, in the caller's transaction: the
 * record must still be active, unlinked and under the account's email.
 */
export const linkEmployeeAccount = async (tx: Db, userId: string, employeeId: string) => {
  try {
    const [linked] = await tx
      .update(employees)
      .set({ userId, updatedAt: new Date() })
      .where(
        and(
          eq(employees.id, employeeId),
          isNull(employees.userId),
          eq(employees.status, 'active'),
          eq(
            sql`lower(${employees.email})`,
            sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
          ),
        ),
      )
      .returning({ id: employees.id });
    if (!linked) throw invalidInvitation();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('ACCOUNT_ALREADY_LINKED', 'Your account is already linked to another employee record.');
    throw error;
  }
};

/**
 * A signed-in traveller accepts a company's invitation: the link must be the one sent to their own
 * address (another signed-in account is refused, and the link stays usable).
 */
export const acceptEmployeeLink = async (
  ctx: AppContext,
  user: UserRow,
  input: { token: string; employeeId: string },
) => {
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, input.token, 'employee_link', input.employeeId);
    if (!userId) throw invalidInvitation();
    if (userId !== user.id) {
      const [invited] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      throw forbidden(
        `This invitation was sent to ${invited?.email ?? 'another account'}, but you are signed in as ${user.email}. Sign out, then sign in as ${invited?.email ?? 'the invited person'} and open the link again.`,
      );
    }
    await linkEmployeeAccount(tx, userId, input.employeeId);
  });
};
