import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import type { Config } from '../../apps/api/src/config';
import type { Database, Db } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD, demoAccounts } from '../../apps/api/src/demo/demo-accounts';
import { users } from '../../apps/api/src/db/schema';
import { poolOf } from './pg-rows';
import type { ServedTarget, ServerMessage } from './protocol';
import type { RecordedQuery } from './recording-client';

export type RunningServer = { url: string; close: () => Promise<void> };

/**
 * Loads a scenario's data into the migrated database, starts its servers (adding each to `servers`,
 * which the process closes on shutdown) and answers what the runner needs to measure them.
 */
export type ScenarioServe = (options: {
  config: Config;
  database: Database;
  servers: Pick<RunningServer, 'close'>[];
}) => Promise<Extract<ServerMessage, { type: 'ready' }>>;

const HOST = '127.0.0.1';

/** A bare Fastify route: the framework's ceiling on this machine. */
export const startHelloServer = async (): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: HOST, port: 0 });
  return { url: `${address}/hello`, close: () => app.close() };
};

/**
 * A bare Fastify route that reads a JSON body with Fastify's own parser and answers `answer`, bytes
 * made beforehand: the ceiling for any POST that answers as much, with no work of its own.
 */
export const startBarePostServer = async (answer: Buffer): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  app.post('/bare-post', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(answer),
  );
  const address = await app.listen({ host: HOST, port: 0 });
  return { url: `${address}/bare-post`, close: () => app.close() };
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

/**
 * A bare Fastify route sending, on the API's own connection pool, the queries an app request was
 * recorded sending (all at once, as the application list sends its page and its count), and
 * answering their rows as JSON: the database work of that request without the app around it. Named
 * (prepared), as the list handler's own statements are, so both are planned once per connection.
 */
export const startReplayServer = async (db: Db, queries: RecordedQuery[]): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  const pool = poolOf(db);
  const statements = queries.map((query, index) => ({
    name: `bench_replay_${index}`,
    text: query.sql,
    values: query.params,
  }));
  app.get('/replay', async () => {
    const results = await Promise.all(statements.map((statement) => pool.query(statement)));
    return { results: results.map((result) => result.rows) };
  });
  const address = await app.listen({ host: HOST, port: 0 });
  return { url: `${address}/replay`, close: () => app.close() };
};

/** The real API, as `buildApp` assembles it, without request logging. */
export const startApiServer = async (config: Config, database: Database) => {
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: HOST, port: 0 });
  return { app, address, close: () => app.close() };
};

/** Signs the first demo account (role general) in on the API; answers its token and user. */
export const signIn = async (api: Awaited<ReturnType<typeof startApiServer>>) => {
  const account = demoAccounts[0];
  if (!account) throw new Error('there are no demo accounts to sign in with');
  const login = await api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: DEMO_PASSWORD },
  });
  const body = login.json<{ data?: { token: string; user: { id: string } } }>();
  if (login.statusCode !== 200 || !body.data) {
    throw new Error(`demo login answered ${login.statusCode}: ${login.body}`);
  }
  return body.data;
};

/** Fails unless the target answers 2xx: to a GET, or to a POST of `body` as JSON when given. */
export const expectOk = async ({ url, signedIn }: ServedTarget, token: string, body?: unknown) => {
  const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(
    url,
    body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
};
