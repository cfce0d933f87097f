import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import type { EventBus, Listener } from './event-bus';

/** The wait before reconnecting the listener doubles after each failure, from the first to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_LAST_MS = 8_000;

/** Channel names are identifiers in LISTEN; ours are fixed words, so anything else is a programming error. */
const assertChannel = (channel: string) => {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid event channel "${channel}"`);
};

const notify = (db: Db, channel: string, payload: object) => {
  assertChannel(channel);
  return db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
};

/**
 * A dedicated connection LISTENs on the channels subscribed to (a pooled one would be handed to other
 * queries); publishing is a NOTIFY through the app's pool. A lost listener reconnects and listens again.
 */
export const createPostgresEventBus = (url: string, db: Db, log: FastifyBaseLogger): EventBus => {
  const listeners = new Map<string, Set<Listener>>();
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  let reconnectMs = RECONNECT_FIRST_MS;
  /** Counts the connections that listened on every channel; the current one's number is `hearing()`. */
  let connections = 0;

  const deliver = (message: pg.Notification) => {
    if (!message.payload) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload);
    } catch {
      log.warn({ channel: message.channel }, 'ignored an event that is not JSON');
      return;
    }
    for (const listen of listeners.get(message.channel) ?? []) listen(payload);
  };

  const reconnectLater = () => {
    if (isClosed) return;
    setTimeout(() => void connect().catch(() => undefined), reconnectMs).unref();
    reconnectMs = Math.min(reconnectMs * 2, RECONNECT_LAST_MS);
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', deliver);
      let isLost = false;
      // A terminated backend says 'error' and then 'end'; a closed socket may say only 'end'.
      const lose = (error?: Error) => {
        if (isLost) return;
        isLost = true;
        void client.end().catch(() => undefined);
        // One still connecting fails its connect, which retries by itself.
        if (listener !== client) return;
        listener = null;
        connecting = null;
        if (isClosed) return;
        log.warn({ err: error }, 'event listener connection lost; reconnecting');
        reconnectLater();
      };
      client.on('error', lose);
      client.on('end', () => lose());
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
      connections += 1;
      listener = client;
      reconnectMs = RECONNECT_FIRST_MS;
      return client;
    })().catch((error: unknown) => {
      connecting = null;
      log.warn({ err: error }, 'could not connect the event listener; retrying');
      reconnectLater();
      throw error;
    });
    return connecting;
  };

  return {
    publish: async (channel, payload) => {
      await notify(db, channel, payload);
    },
    // PostgreSQL holds a NOTIFY sent in a transaction until it commits, and drops it on rollback.
    publishInTransaction: async (tx, channel, payload) => {
      await notify(tx, channel, payload);
    },
    subscribe: async (channel, listen) => {
      assertChannel(channel);
      let set = listeners.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listen);
      const client = await connect();
      await client.query(`LISTEN ${channel}`);
      // Whatever was sent on the channel before this LISTEN went unheard: a new number says so.
      if (isNewChannel && listener === client) connections += 1;
      return () => set.delete(listen);
    },
    hearing: () => (listener ? connections : null),
    close: async () => {
      isClosed = true;
      listeners.clear();
      await (listener ?? (await connecting?.catch(() => null)))?.end().catch(() => undefined);
    },
  };
};
