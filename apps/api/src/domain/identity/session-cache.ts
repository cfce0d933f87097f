import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import type { UserRow } from './views';

/** The event-bus channel on which a change to sessions or users reaches every instance's cache. */
export const SESSION_CHANNEL = 'session_changes';

/** A user's sessions (any change to the user row) or one session. */
type SessionChange = { u: string } | { s: string };

const isSessionChange = (value: unknown): value is SessionChange => {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return typeof change.u === 'string' || typeof change.s === 'string';
};

type Entry = { live: LiveSession; expiresAt: number; hearing: number };

/** Where a session stands on the second factor (see second-factor-state.ts). */
export type SessionSecondFactor = {
  verifiedAt: Date | null;
  isDemo: boolean;
  startedAt: Date;
  isEnrolled: boolean;
};

/** Who sent a request: the signed-in user of a live session. */
export type Actor = { user: UserRow; sessionId: string; secondFactor?: SessionSecondFactor | undefined };

/** What a session lookup in the database found: its user, when the session itself ends, its second factor. */
export type LiveSession = { user: UserRow; sessionExpiresAt: Date; secondFactor?: SessionSecondFactor };

export type SessionCacheOptions = {
  events: EventBus;
  log: FastifyBaseLogger;
  maxEntries?: number;
  lifetimeMs?: number;
};

/**
 * The signed-in user of each recently seen session, so an authenticated request need not ask the
 * database. Changes arrive on the event bus (every instance hears them); each entry also expires after
 * `lifetimeMs`, so one missed still heals. While the bus cannot hear, the cache is not trusted.
 */
export const createSessionCache = ({
  events,
  log,
  maxEntries = 10_000,
  lifetimeMs = 60_000,
}: SessionCacheOptions) => {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  // Bumped by every change, so a lookup that raced with one does not store what it read before it.
  let changes = 0;
  let unsubscribe: (() => void) | undefined;

  const forget = (change: SessionChange) => {
    changes += 1;
    if ('s' in change) {
      entries.delete(change.s);
      return;
    }
    for (const [sessionId, entry] of entries) if (entry.live.user.id === change.u) entries.delete(sessionId);
  };

  const cached = (sessionId: string, userId: string, hearing: number) => {
    const entry = entries.get(sessionId);
    if (!entry) return undefined;
    entries.delete(sessionId);
    if (entry.hearing !== hearing || entry.expiresAt <= Date.now() || entry.live.user.id !== userId) {
      return undefined;
    }
    entries.set(sessionId, entry);
    return entry.live;
  };

  const store = (sessionId: string, live: LiveSession, hearing: number) => {
    const expiresAt = Math.min(Date.now() + lifetimeMs, live.sessionExpiresAt.getTime());
    entries.set(sessionId, { live, expiresAt, hearing });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  return {
    /** Starts hearing changes; until the bus hears them, every lookup goes to the database. */
    start: async () => {
      try {
        unsubscribe = await events.subscribe(SESSION_CHANNEL, (payload) => {
          if (isSessionChange(payload)) forget(payload);
        });
      } catch (error) {
        // The bus keeps the subscription and listens once it reconnects; the cache waits for that.
        log.warn({ err: error }, 'session cache starts without hearing changes');
      }
    },
    /** The live session from memory, else from `load` (which throws for an ended session). */
    find: async (sessionId: string, userId: string, load: () => Promise<LiveSession>) => {
      const hearing = events.hearing();
      if (hearing === null) {
        entries.clear();
        return load();
      }
      const live = cached(sessionId, userId, hearing);
      if (live) return live;
      const changesBefore = changes;
      const found = await load();
      if (changes === changesBefore && events.hearing() === hearing) store(sessionId, found, hearing);
      return found;
    },
    /** Drops a change here only; `forgetUserSessions` and `forgetSession` tell every instance. */
    forget,
    size: () => entries.size,
    stop: () => {
      unsubscribe?.();
      entries.clear();
    },
  };
};
export type SessionCache = ReturnType<typeof createSessionCache>;

const publishSessionChange = async (
  ctx: { events: EventBus; sessionCache: SessionCache },
  tx: Db,
  change: SessionChange,
) => {
  ctx.sessionCache.forget(change);
  await ctx.events.publishInTransaction(tx, SESSION_CHANNEL, change);
};

/**
 * Call in the transaction that changes a user row or ends the user's sessions: every instance drops the
 * user's cached sessions (this one at once, the others when the transaction commits).
 */
export const forgetUserSessions = (
  ctx: { events: EventBus; sessionCache: SessionCache },
  tx: Db,
  userId: string,
) => publishSessionChange(ctx, tx, { u: userId });

/** Like `forgetUserSessions`, for one ended session. */
export const forgetSession = (
  ctx: { events: EventBus; sessionCache: SessionCache },
  tx: Db,
  sessionId: string,
) => publishSessionChange(ctx, tx, { s: sessionId });
