import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import type { Config } from '../../apps/api/src/config';
import type { Database, Db } from '../../apps/api/src/db/client';
import { users } from '../../apps/api/src/db/schema';

export type RunningServer = { url: string; close: () => Promise<void> };

const HOST = '127.0.0.1';

/** A bare Fastify route: the framework's ceiling on this machine. */
export const startHelloServer = async (): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: HOST, port: 0 });
  return { url: `${address}/hello`, close: () => app.close() };
};

/**
 * A bare Fastify route doing one primary-key lookup through the API's own Drizzle client:
 * the floor for any authenticated call, which needs at least that one query.
 */
export const startLookupServer = async (db: Db, userId: string): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  // Prepared, like the API's own session lookup, so the ratio compares like with like.
  const findUser = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('bench_lookup_user');
  app.get('/lookup', async (_request, reply) => {
    const [user] = await findUser.execute({ userId });
    if (!user) return reply.code(404).send({ success: false });
    return { success: true, data: { id: user.id, email: user.email } };
  });
  const address = await app.listen({ host: HOST, port: 0 });
  return { url: `${address}/lookup`, close: () => app.close() };
};

/** The real API, as `buildApp` assembles it, without request logging. */
export const startApiServer = async (config: Config, database: Database) => {
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: HOST, port: 0 });
  return { app, address, close: () => app.close() };
};
