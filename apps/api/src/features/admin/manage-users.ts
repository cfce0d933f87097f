import { messages, type createUserInput, type updateUserInput } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { answerLanguageOf } from '../../lib/message-language';
import { invitationEmail } from '../../domain/identity/account-emails';
import { issueLinkToken } from '../../domain/identity/link-tokens';
import { forgetUserSessions } from '../../domain/identity/session-cache';
import { revokeAllSessions } from '../../domain/identity/sessions';
import { toUserView, type UserRow } from '../../domain/identity/views';
import { queueEmail } from '../../domain/email/outbox';
import { recordAudit, type AuditEntry } from '../../domain/audit/record-audit';
import { companyIdForName } from '../corporate/company-names';
import type { Db } from '../../db/client';
import { handOverOpenCases } from './hand-over-open-cases';

const companyRoles = new Set(['corporate', 'enterprise']);

/** Corporate and enterprise accounts belong to the named company (created on first use); others to none. */
const companyIdOf = async (db: Db, role: string, companyName: string | null) => {
  if (!companyRoles.has(role)) return null;
  if (!companyName) {
    const message = 'Company name is required for company accounts';
    throw fieldError({ code: 'COMPANY_REQUIRED', status: 422, field: 'companyName', message });
  }
  return companyIdForName(db, companyName);
};

const audited = [
  ['status', 'user.status_changed'],
  ['role', 'user.role_changed'],
  ['companyName', 'user.company_changed'],
] as const;

/** One audit entry per field that really changed, with its old and new value. */
const changesOf = (actorId: string, before: UserRow, after: UserRow): AuditEntry[] =>
  audited.flatMap(([field, action]) =>
    before[field] === after[field]
      ? []
      : [
          {
            actorId,
            action,
            targetType: 'user',
            targetId: after.id,
            details: { from: before[field], to: after[field] },
          },
        ],
  );

/** An active agent stops taking cases when deactivated or given another role. */
const isLeavingAgents = (before: UserRow, after: UserRow) =>
  before.role === 'agent' &&
  before.status === 'active' &&
  (after.role !== 'agent' || after.status !== 'active');

/**
 * Changes an account's status, role or company. Deactivating ends every open session at once; an
 * admin can neither deactivate nor demote their own account (someone must stay able to undo it). An
 * agent who leaves hands over their open cases as the admin chose, in the same transaction.
 */
export const updateUser = async (
  ctx: AppContext,
  admin: UserRow,
  id: string,
  change: z.output<typeof updateUserInput>,
) => {
  const isSelf = id === admin.id;
  if (isSelf && ((change.status && change.status !== 'active') || (change.role && change.role !== 'admin')))
    throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', 409, 'You cannot deactivate or demote your own account.');
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before || before.deletedAt) throw notFound('User not found');
    const companyId = await companyIdOf(
      tx,
      change.role ?? before.role,
      change.companyName ?? before.companyName,
    );
    const { openCases, ...fields } = change;
    const [row] = await tx
      .update(users)
      .set({ ...fields, companyId, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User not found');
    if (isLeavingAgents(before, row)) await handOverOpenCases(tx, ctx, admin.id, row, openCases);
    if (change.status === 'inactive') await revokeAllSessions(ctx, tx, id);
    // A role or company change reaches the user's next request, on every instance.
    else await forgetUserSessions(ctx, tx, id);
    await recordAudit(tx, ...changesOf(admin.id, before, row));
    return row;
  });
  return toUserView(updated);
};

/**
 * Creates an account without a password and emails an invitation to choose one (decision 14), in the language of
 * the admin's request: the new account's holder has not chosen one yet.
 */
export const createUser = async (
  ctx: AppContext,
  admin: UserRow,
  input: z.output<typeof createUserInput>,
  acceptLanguage: string | undefined,
) => {
  const offered = ctx.config.interfaceLanguages;
  const language = answerLanguageOf(acceptLanguage, admin.interfaceLanguage, offered);
  const created = await ctx.db.transaction(async (tx) => {
    const companyId = await companyIdOf(tx, input.role, input.companyName ?? null);
    const [row] = await tx
      .insert(users)
      .values({ ...input, companyName: input.companyName ?? null, companyId })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw conflict('EMAIL_TAKEN', messages.emailTaken, 'email');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.created',
      targetType: 'user',
      targetId: row.id,
      details: { role: row.role, companyName: row.companyName },
    });
    const link = await issueLinkToken(tx, row.id, 'invitation', ctx.config.publicUrl);
    const invitedBy = `${admin.firstName} ${admin.lastName}`;
    await queueEmail(tx, invitationEmail({ ...row, interfaceLanguage: language }, offered, invitedBy, link));
    return row;
  });
  ctx.wakeMailer();
  return toUserView(created);
};
