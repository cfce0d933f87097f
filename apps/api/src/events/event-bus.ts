import { EventEmitter } from 'node:events';
import type { Db } from '../db/client';

export type Listener = (payload: unknown) => void;

/**
 * Publish/subscribe between the app's instances (architecture: "Events"). Payloads are small JSON
 * (ids, never content): PostgreSQL's NOTIFY caps them at 8000 bytes and every instance reads them.
 */
export type EventBus = {
  publish: (channel: string, payload: object) => Promise<void>;
  /** Publishes from inside the caller's transaction: other instances hear it only once it commits. */
  publishInTransaction: (tx: Db, channel: string, payload: object) => Promise<void>;
  /** Resolves once events on the channel are heard, with the function that ends the subscription. */
  subscribe: (channel: string, listener: Listener) => Promise<() => void>;
  /**
   * Which connection events are heard through: a new number after a reconnection (events in between may
   * have been missed), null while none can be heard. What relies on hearing every event checks it.
   */
  hearing: () => number | null;
  close: () => Promise<void>;
};

/** One process holds the embedded database, so its events never leave the process. */
export const createLocalEventBus = (): EventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Delivered on a later tick, like a notification after its transaction commits.
  const publish = async (channel: string, payload: object) => {
    const copy: unknown = JSON.parse(JSON.stringify(payload));
    setImmediate(() => emitter.emit(channel, copy));
  };
  return {
    publish,
    // The embedded database runs one transaction at a time, so whoever hears it early reads after the commit.
    publishInTransaction: (_tx, channel, payload) => publish(channel, payload),
    subscribe: async (channel, listener) => {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    hearing: () => 0,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
