import { createHash } from 'node:crypto';
import { z } from 'zod';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import type { AppContext } from '../app-context';
import { userIdOf } from '../identity/auth-plugin';

/** How long a key answers its repeats, as Stripe keeps them: a client retrying after a day means a new write. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** What a retry-safe route answers: its status and body, kept to answer a repeat with. */
export type Answer = { statusCode: number; body: unknown };

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/**
 * The header as the API docs list it on each retry-safe route (other headers pass as they are); `answerOnce`
 * checks its form itself, to answer a malformed key with its own field message.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      `Makes the request retry-safe: a repeat with the same key within ${IDEMPOTENCY_KEY_HOURS} hours gets the first answer (Idempotent-Replayed: true) and writes nothing; 1 to 255 visible characters, such as a UUID`,
    ),
});

/** The request's `Idempotency-Key`, if it sent one; a malformed one is refused before anything is written. */
const keyOf = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header === 'string' && keyPattern.test(header)) return header;
  throw fieldError({
    field: 'Idempotency-Key',
    message: 'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID',
  });
};

/** JSON with every object's keys in order, so the same parameters hash the same however a client ordered them. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([name, item]) => [name, canonical(item)]),
        )
      : value;

const fingerprintOf = (request: FastifyRequest, parameters: unknown) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        canonical({
          route: `${request.method} ${request.routeOptions.url}`,
          params: request.params,
          parameters,
        }),
      ),
    )
    .digest('base64url');

const reused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    422,
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    [{ field: 'Idempotency-Key', message: 'Already used for a different request' }],
  );

/**
 * Answers a write once per `Idempotency-Key` (Stripe's model): the first request runs `write`, and its answer
 * is kept in the same transaction as everything it wrote; a repeat of the same request (on any instance, for
 * a day) gets that answer again with `Idempotent-Replayed: true`, and writes nothing. A repeat sent while the
 * first still runs waits for it (the key's row is locked until the first commits). A first request that
 * fails writes nothing and keeps no key, so its retry runs afresh. Without the header, `write` just runs.
 *
 * `parameters` is what a repeat must match (by default the body); `write` gets a context whose database is
 * the transaction, and whose wake-ups (mailer, analyser) are made once it has committed.
 */
export const answerOnce = async (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (ctx: AppContext) => Promise<Answer>,
  parameters: unknown = request.body,
) => {
  const key = keyOf(request);
  if (key === null) {
    const answer = await write(ctx);
    return reply.code(answer.statusCode).send(answer.body);
  }
  const userId = userIdOf(request);
  const fingerprint = fingerprintOf(request, parameters);
  const wakes = new Set<() => void>();
  const own = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const { answer, isReplay } = await ctx.db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(own, lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_HOURS} * interval '1 hour'`)),
      );
    // Waits while another request holding the same key is running, until it commits or fails.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, statusCode: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(own);
      if (!first || first.fingerprint !== fingerprint) throw reused();
      return { answer: { statusCode: first.statusCode, body: first.body }, isReplay: true };
    }
    const answer = await write({
      ...ctx,
      db: tx as Db,
      wakeMailer: () => wakes.add(ctx.wakeMailer),
      wakeAnalyser: () => wakes.add(ctx.wakeAnalyser),
    });
    await tx.update(idempotencyKeys).set({ statusCode: answer.statusCode, body: answer.body }).where(own);
    return { answer, isReplay: false };
  });
  for (const wake of wakes) wake();
  if (isReplay) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
};
