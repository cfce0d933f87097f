import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../../apps/api/src/app/app';
import type { Config } from '../../apps/api/src/config';
import type { Database, Db } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD, demoAccounts } from '../../apps/api/src/domain/identity/demo-accounts';
import { users } from '../../apps/api/src/db/schema';
import type { Role } from '../../packages/contract/src/roles';
import { poolOf } from './pg-rows';
import type { ServedTarget, ServerMessage } from './protocol';
import type { FloorStatement } from './floor-queries';

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
 * A bare Fastify route sending, on the API's own connection pool, a floor's hand-written statements
 * (all at once, as the list handlers send their page and their count) and answering their rows as
 * JSON: the least database work that answers the page, with no app around it.
 */
export const startFloorServer = async (
  db: Db,
  path: string,
  statements: FloorStatement[],
): Promise<RunningServer> => {
  const app = Fastify({ logger: false });
  const pool = poolOf(db);
  app.get(path, async () => {
    const results = await Promise.all(statements.map((statement) => pool.query(statement)));
    return { results: results.map((result) => result.rows) };
  });
  const address = await app.listen({ host: HOST, port: 0 });
  return { url: `${address}${path}`, close: () => app.close() };
};

/** The real API, as `buildApp` assembles it, without request logging. */
export const startApiServer = async (config: Config, database: Database) => {
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: HOST, port: 0 });
  return { app, address, close: () => app.close() };
};

/** A demo account by role: the general (traveller) one unless asked for another. */
export const demoAccount = (role: Role = 'general') => {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`there is no ${role} demo account to sign in with`);
  return account;
};

type Api = Awaited<ReturnType<typeof startApiServer>>;

const postAs = async <T>(api: Api, url: string, token: string, payload: object) => {
  const response = await api.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
};

/**
 * Staff must have a second factor: the session sets up an authenticator app as a staff member does (the
 * secret the setup shows, then a code computed from it), which also completes this sign-in.
 */
const enrolAuthenticatorApp = async (api: Api, token: string) => {
  const { secret } = await postAs<{ secret: string }>(api, '/api/auth/second-factor/totp', token, {});
  const code = new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate();
  await postAs(api, '/api/auth/second-factor/totp/confirm', token, { code });
};

/** Signs a demo account in on the API (the general one unless asked for another); answers its token and user. */
export const signIn = async (api: Api, role: Role = 'general') => {
  const account = demoAccount(role);
  const login = await api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: DEMO_PASSWORD },
  });
  const body = login.json<{
    data?: { token: string; user: { id: string; role: Role }; secondFactor?: 'enrol' | 'verify' };
  }>();
  if (login.statusCode !== 200 || !body.data) {
    throw new Error(`demo login answered ${login.statusCode}: ${login.body}`);
  }
  if (body.data.secondFactor === 'enrol') await enrolAuthenticatorApp(api, body.data.token);
  return body.data;
};

/** Fails unless the target answers 2xx: to a GET, or to a POST of `body` as JSON when given. */
export const expectOk = async ({ url, token }: ServedTarget, body?: unknown) => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
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

/**
 * The fastest of up to `tries` answers of the target, one at a time, in milliseconds; stops at the
 * first under `enoughMs`, and after one over ten times that (trying again would not bring it under).
 * Fails unless each answers 2xx.
 */
export const fastestAnswerMs = async (target: ServedTarget, tries: number, enoughMs: number) => {
  let fastest = Infinity;
  for (let tried = 0; tried < tries; tried++) {
    const started = performance.now();
    await expectOk(target);
    fastest = Math.min(fastest, performance.now() - started);
    if (fastest <= enoughMs || fastest > 10 * enoughMs) break;
  }
  return fastest;
};
