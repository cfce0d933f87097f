import { createHmac } from 'node:crypto';
import type { SecurityEventKind } from '@visabridge/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { securityEvents } from '../../db/schema';
import type { AppContext } from '../app-context';
import type { Actor } from './session-cache';

// Beside auth, not in the audit module: these describe sign-ins and sessions (anyone's, anonymous too),
// keyed by the client's hashed address, while the audit log records staff changes to data.

/** Who sent a request: its address (as Fastify's trustProxy reads it) and its user agent. */
export type Client = { ip: string; userAgent: string | undefined };

/** What a signed-in user's own security change needs: the app, who is acting, and from where. */
export type OwnChange = { ctx: AppContext; actor: Actor; client: Client };

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Longer user agents are cut: they say nothing more, and the row stays small. */
const USER_AGENT_MAX = 300;

/** The keyed hash (HMAC-SHA-256 with the server secret) under which a client address is stored and searched. */
export const addressKeyOf = (secret: string, ip: string) =>
  createHmac('sha256', secret)
    // An IPv4 address seen on an IPv6 socket (::ffff:192.0.2.1) is the address an admin types.
    .update(
      `security-address:${ip
        .trim()
        .toLowerCase()
        .replace(/^::ffff:(?=\d+\.)/, '')}`,
    )
    .digest('base64url');

/** The keyed hash of an email typed at a sign-in that names no account: its clear text is never kept. */
export const emailKeyOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`security-email:${email.trim().toLowerCase()}`).digest('base64url');

export type SecurityEvent = {
  kind: SecurityEventKind;
  client: Client;
  /** The account concerned; null for a sign-in at an email that names no account (then give `email`). */
  userId: string | null;
  /** The typed email of an unknown account: stored as its keyed hash only. */
  email?: string;
  details?: Record<string, unknown>;
};

type RecordingContext = Pick<AppContext, 'db' | 'config' | 'log'>;

/**
 * Records a security event, in `db` when given (the caller's transaction: under a savepoint, so a failed
 * write cannot abort it) else on its own. A failed write is logged, never thrown: the request it
 * describes goes on.
 */
export const recordSecurityEvent = async (
  ctx: RecordingContext,
  { kind, client, userId, email, details = {} }: SecurityEvent,
  db: Db = ctx.db,
) => {
  const row = {
    kind,
    userId,
    emailKey: email === undefined ? null : emailKeyOf(ctx.config.jwtSecret, email),
    addressKey: addressKeyOf(ctx.config.jwtSecret, client.ip),
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    details,
  };
  try {
    if (db instanceof PgTransaction)
      await db.transaction((savepoint) => savepoint.insert(securityEvents).values(row));
    else await db.insert(securityEvents).values(row);
  } catch (error) {
    ctx.log.error({ err: error, kind }, 'security event not recorded');
  }
};
