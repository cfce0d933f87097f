import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import type { EventBus, Listener } from './event-bus';

const RECONNECT_MS = 2_000;

/** Channel names are identifiers in LISTEN; ours are fixed words, so anything else is a programming error. */
const assertChannel = (channel: string) => {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid event channel "${channel}"`);
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

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', deliver);
      client.on('error', (error) => {
        log.warn({ err: error }, 'event listener connection lost; reconnecting');
        listener = null;
        connecting = null;
        void client.end().catch(() => undefined);
        if (!isClosed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
      listener = client;
      return client;
    })().catch((error: unknown) => {
      connecting = null;
      log.warn({ err: error }, 'could not connect the event listener; retrying');
      if (!isClosed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      throw error;
    });
    return connecting;
  };

  return {
    publish: async (channel, payload) => {
      assertChannel(channel);
      await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
    },
    subscribe: async (channel, listen) => {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listen);
      const client = await connect();
      await client.query(`LISTEN ${channel}`);
      return () => set.delete(listen);
    },
    close: async () => {
      isClosed = true;
      listeners.clear();
      await (listener ?? (await connecting?.catch(() => null)))?.end().catch(() => undefined);
    },
  };
};
