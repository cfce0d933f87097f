import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createLocalEventBus, type EventBus } from './event-bus';
import { createPostgresEventBus } from './postgres-event-bus';

/** LISTEN/NOTIFY on PostgreSQL, so every instance hears an event; in-process on PGlite. */
export const createEventBus = (database: Database, log: FastifyBaseLogger): EventBus =>
  database.kind === 'postgres' && database.url
    ? createPostgresEventBus(database.url, database.db, log)
    : createLocalEventBus();
