import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/errors';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { SEND_EMAIL } from '../../domain/email/outbox';
import type { Metrics } from '../../lib/metrics';
import { instanceFactsOf } from './health';

/** How long a scrape waits to hear its own event back before it says the bus did not answer. */
const ROUND_TRIP_TIMEOUT_MS = 1_000;
const PROBE_CHANNEL = 'instance_probe';

/** A job waits (due now), is scheduled (due later), runs, or failed (kept 30 days to look into). */
const jobStateOf = sql<string>`case
  when ${jobs.state} = 'queued' and ${jobs.runAfter} <= now() then 'waiting'
  when ${jobs.state} = 'queued' then 'scheduled'
  else ${jobs.state} end`;

/**
 * Times a NOTIFY through the event bus and back to this instance: how late another instance hears of a change
 * (a logout, a chat message). Null when it was not heard within a second.
 */
const eventBusRoundTrip = async (ctx: AppContext) => {
  const pending = new Map<string, () => void>();
  const unsubscribe = await ctx.events.subscribe(PROBE_CHANNEL, (payload) => {
    const id = (payload as { id?: unknown }).id;
    if (typeof id === 'string') pending.get(id)?.();
  });
  const measure = async () => {
    const id = randomUUID();
    const startedAt = performance.now();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ROUND_TRIP_TIMEOUT_MS);
      pending.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await ctx.events.publish(PROBE_CHANNEL, { id });
      return (await heard) ? (performance.now() - startedAt) / 1000 : null;
    } catch {
      return null;
    } finally {
      pending.delete(id);
    }
  };
  return { measure, stop: unsubscribe };
};

/**
 * The series read at each scrape: jobs by kind and state, the email outbox's depth, the event bus's round
 * trip, the database pool's use, and which instance and version answer. Answers what stops them.
 */
export const addInstanceGauges = async (metrics: Metrics, ctx: AppContext, database: Database) => {
  metrics.gauge(
    'visabridge_instance_info',
    'This instance: its name and version',
    ['instance', 'version'],
    (gauge) => {
      const { instance, version } = instanceFactsOf(ctx.config.instanceName);
      gauge.set({ instance, version }, 1);
    },
  );
  metrics.gauge(
    'visabridge_jobs',
    'Background jobs of every instance, by kind and state (waiting, scheduled, running, failed)',
    ['kind', 'state'],
    async (gauge) => {
      const rows = await ctx.db
        .select({ kind: jobs.kind, state: jobStateOf, jobs: count() })
        .from(jobs)
        .where(ne(jobs.state, 'done'))
        .groupBy(jobs.kind, jobStateOf);
      for (const row of rows) gauge.set({ kind: row.kind, state: row.state }, row.jobs);
    },
  );
  metrics.gauge(
    'visabridge_email_outbox_depth',
    'Emails queued and not yet sent (their send-email jobs waiting, scheduled or running)',
    [],
    async (gauge) => {
      const [row] = await ctx.db
        .select({ emails: count() })
        .from(jobs)
        .where(and(eq(jobs.kind, SEND_EMAIL), inArray(jobs.state, ['queued', 'running'])));
      gauge.set(row?.emails ?? 0);
    },
  );
  metrics.gauge(
    'visabridge_email_outbox_oldest_seconds',
    'How long the oldest due email has waited to be sent; 0 when none waits',
    [],
    async (gauge) => {
      const [row] = await ctx.db
        .select({
          seconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAfter})), 0)::float8`,
        })
        .from(jobs)
        .where(and(eq(jobs.kind, SEND_EMAIL), eq(jobs.state, 'queued'), lte(jobs.runAfter, sql`now()`)));
      gauge.set(Number(row?.seconds ?? 0));
    },
  );
  const roundTrip = await eventBusRoundTrip(ctx);
  metrics.gauge(
    'visabridge_event_bus_round_trip_seconds',
    'Time for an event published by this instance to be heard back through the bus; absent when not heard within a second',
    [],
    async (gauge) => {
      const seconds = await roundTrip.measure();
      if (seconds !== null) gauge.set(seconds);
    },
  );
  const { poolUse } = database;
  if (poolUse)
    metrics.gauge(
      'visabridge_db_pool_connections',
      'PostgreSQL connections of this instance’s pool: total open, idle, and requests waiting for one',
      ['state'],
      (gauge) => {
        const use = poolUse();
        gauge.set({ state: 'total' }, use.total);
        gauge.set({ state: 'idle' }, use.idle);
        gauge.set({ state: 'waiting' }, use.waiting);
      },
    );
  return roundTrip.stop;
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN` as its bearer token; without
 * the setting there is no such page (404). Every request is counted by its route pattern, never its path, so
 * ids in paths make no new series.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | null }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('Send METRICS_TOKEN as a bearer token');
      }
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.scrape());
    });
  },
);
