import { createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPool } from '../db/client';
import { databaseUnavailableMessage, errorsPlugin } from './errors';

const servers: Server[] = [];
const sockets: Socket[] = [];
const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => undefined)));
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP server standing where PostgreSQL should be, doing `onConnection` to each connection. */
const fakeDatabaseServer = async (onConnection: (socket: Socket) => void) => {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `postgres://visabridge@127.0.0.1:${address.port}/visabridge`;
};

/** An app whose one route runs a query through the server's pool to `url`. */
const appQuerying = async (url: string) => {
  const pool = createPool(url);
  pools.push(pool);
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/', async () => (await pool.query('select 1 as one')).rows);
  return app;
};

const expectUnavailable = (response: Awaited<ReturnType<ReturnType<typeof Fastify>['inject']>>) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    success: false,
    message: databaseUnavailableMessage,
    requestId: expect.any(String),
  });
};

describe('requests while the database cannot be reached', () => {
  it('answer 503 when nothing listens at the address (server stopped)', async () => {
    const url = await fakeDatabaseServer(() => undefined);
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const app = await appQuerying(url);
    expectUnavailable(await app.inject({ method: 'GET', url: '/' }));
    await app.close();
  });

  it('answer 503 when the server drops the connection', async () => {
    const app = await appQuerying(await fakeDatabaseServer((socket) => socket.destroy()));
    expectUnavailable(await app.inject({ method: 'GET', url: '/' }));
    await app.close();
  });

  it('answer 503 within the connection timeout when the server accepts and never answers', async () => {
    const app = await appQuerying(await fakeDatabaseServer(() => undefined));
    const startedAt = Date.now();
    expectUnavailable(await app.inject({ method: 'GET', url: '/' }));
    expect(Date.now() - startedAt).toBeLessThan(8_000);
    await app.close();
  });

  it.each(['57P01', '57P02', '57P03', '08006', '53300'])(
    'answer 503 for SQLSTATE %s wrapped as Drizzle wraps it',
    async (sqlState) => {
      const app = Fastify();
      await app.register(errorsPlugin);
      app.get('/', async () => {
        throw new Error('Failed query', { cause: Object.assign(new Error('shutdown'), { code: sqlState }) });
      });
      expectUnavailable(await app.inject({ method: 'GET', url: '/' }));
      await app.close();
    },
  );
});

describe.skipIf(!process.env.DATABASE_URL)('a connection lost inside a transaction on PostgreSQL', () => {
  it('fails that request with 503 instead of ending the process, and the pool serves again', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const pool = createPool(url);
    pools.push(pool);
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/transaction', async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
          { pid: number },
        ];
        // What a restart does to a busy connection: the server ends it while the transaction is open,
        // between two of its queries, so the connection reports it as an 'error' event while held.
        await pool.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await client.query('select 1');
        return { finished: true };
      } finally {
        client.release();
      }
    });
    app.get('/', async () => (await pool.query('select 1 as one')).rows);

    expectUnavailable(await app.inject({ method: 'GET', url: '/transaction' }));
    // The ended connection may go back to the pool a moment before its socket closes and the pool drops it.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/' })).json(), { timeout: 2_000 })
      .toEqual([{ one: 1 }]);
    await app.close();
  });
});
