import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../domain/app-context';
import { addressKeyOf, clientOf, recordSecurityEvent } from '../../domain/identity/record-security-event';

/** One refused-request event per address and status in this time, at most: hammering cannot fill the table. */
export const REFUSED_REQUEST_INTERVAL_MS = 60_000;
/** Addresses remembered at most; past this, entries older than the interval are dropped first. */
const REMEMBERED_MAX = 10_000;

/** Sign-ins record their own failures (sign_in_failed, sign_in_locked) with more to say. */
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/demo-login']);

/** Writes still going on: the answer has gone before its event is stored. */
const writesUnderWay = new Set<Promise<void>>();

/** Resolves once every refused request answered so far is recorded (or its write failed): for closing, and tests. */
export const refusedRequestsSettled = async () => {
  await Promise.all([...writesUnderWay]);
};

/**
 * Records API answers of 401 and 403 as `request_refused` events, after the answer has gone, and at most
 * once a minute per address and status on this instance (counted in memory).
 */
export const recordRefusedRequests = (app: FastifyInstance, ctx: AppContext) => {
  const lastRecorded = new Map<string, number>();

  const isDue = (key: string, now: number) => {
    const last = lastRecorded.get(key);
    if (last !== undefined && now - last < REFUSED_REQUEST_INTERVAL_MS) return false;
    if (lastRecorded.size >= REMEMBERED_MAX) {
      for (const [stale, at] of lastRecorded)
        if (now - at >= REFUSED_REQUEST_INTERVAL_MS) lastRecorded.delete(stale);
      // Still full of fresh ones (a flood from many addresses): forgetting lets some through, bounded.
      if (lastRecorded.size >= REMEMBERED_MAX) lastRecorded.clear();
    }
    lastRecorded.set(key, now);
    return true;
  };

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status !== 401 && status !== 403) return;
    const route = request.routeOptions.url;
    if (!request.url.startsWith('/api/') || (route && SIGN_IN_ROUTES.has(route))) return;
    const client = clientOf(request);
    const key = `${status} ${addressKeyOf(ctx.config.jwtSecret, client.ip)}`;
    if (!isDue(key, Date.now())) return;
    const write = recordSecurityEvent(ctx, {
      kind: 'request_refused',
      client,
      userId: request.actor?.user.id ?? null,
      details: { status, method: request.method, route: route ?? request.url.split('?', 1)[0] },
    }).finally(() => writesUnderWay.delete(write));
    writesUnderWay.add(write);
    await write;
  });
  app.addHook('onClose', refusedRequestsSettled);
};
