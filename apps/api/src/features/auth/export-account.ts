import { dayOf } from '@visabridge/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  companies,
  emailOutbox,
  employees,
  loginFailures,
  notifications,
  payments,
  securityEvents,
  sessions,
  userTokens,
  trips,
} from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import type { Actor } from '../../domain/identity/session-cache';
import { exportSavedTravellers } from '../saved-travellers/saved-travellers';
import { accountLanguageOf } from '../../lib/message-language';
import { exportApplications } from './export-applications';
import { exportNotesIn } from './export-notes';

/**
 * The account's data as one JSON document (GDPR access and portability), its notes in the account's language.
 * Nothing of any other user.
 */
export const exportAccountData = async (ctx: AppContext, actor: Actor) => {
  const { db } = ctx;
  const { passwordHash: _hash, companyId, ...account } = actor.user;
  const [
    company,
    employeeRecords,
    sessionRows,
    links,
    emails,
    failures,
    events,
    notices,
    paid,
    applicationRows,
    travellers,
    tripRows,
  ] = await Promise.all([
    companyId
      ? db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
      : Promise.resolve([]),
    db
      .select({
        company: companies.name,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: employees.email,
        position: employees.position,
        department: employees.department,
        hireDate: employees.hireDate,
        status: employees.status,
        createdAt: employees.createdAt,
        updatedAt: employees.updatedAt,
      })
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .where(eq(sql`lower(${employees.email})`, account.email.toLowerCase())),
    db
      .select({
        id: sessions.id,
        startedAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.revokedAt,
        rememberMe: sessions.rememberMe,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, account.id))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        purpose: userTokens.purpose,
        createdAt: userTokens.createdAt,
        expiresAt: userTokens.expiresAt,
        usedAt: userTokens.usedAt,
      })
      .from(userTokens)
      .where(eq(userTokens.userId, account.id))
      .orderBy(asc(userTokens.createdAt)),
    // Subjects only: bodies can hold sign-in links that still work.
    db
      .select({
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        queuedAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, account.email))
      .orderBy(asc(emailOutbox.createdAt)),
    db
      .select({ at: loginFailures.createdAt, ip: loginFailures.ip })
      .from(loginFailures)
      .where(eq(loginFailures.email, account.email))
      .orderBy(asc(loginFailures.createdAt)),
    db
      .select({
        kind: securityEvents.kind,
        at: securityEvents.createdAt,
        userAgent: securityEvents.userAgent,
        details: securityEvents.details,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, account.id))
      .orderBy(asc(securityEvents.createdAt), asc(securityEvents.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, account.id))
      .orderBy(asc(notifications.createdAt)),
    db.select().from(payments).where(eq(payments.userId, account.id)).orderBy(asc(payments.createdAt)),
    exportApplications(db, account.id),
    exportSavedTravellers(db, account.id),
    db.select().from(trips).where(eq(trips.userId, account.id)).orderBy(asc(trips.createdAt)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    notes: exportNotesIn[accountLanguageOf(account.interfaceLanguage, ctx.config.interfaceLanguages)],
    account: { ...account, company: company[0]?.name ?? null },
    employeeRecords,
    sessions: sessionRows.map(({ id, ...session }) => ({
      ...session,
      isThisSession: id === actor.sessionId,
    })),
    emailLinks: links,
    emails,
    failedSignIns: failures,
    securityEvents: events,
    notifications: notices.map(({ userId: _owner, ...notice }) => notice),
    payments: paid.map(({ userId: _owner, ...payment }) => payment),
    applications: applicationRows,
    savedTravellers: travellers,
    trips: tripRows.map(({ userId: _owner, ...trip }) => trip),
  };
};

/** `visabridge-data-2025-01-31.json` */
export const exportFileName = (now = new Date()) => `visabridge-data-${dayOf(now)}.json`;
