import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin, unstorableValueMessage } from './errors';

/** A route failing as Drizzle does: the driver's error (with its SQLSTATE) as the cause. */
const appFailingWith = async (sqlState: string) => {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/', async () => {
    throw Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('db'), { code: sqlState }),
    });
  });
  return app;
};

describe('errors plugin', () => {
  it.each(['22021', '22P05', '22003', '22008', '22007'])(
    'answers a value the database refuses (SQLSTATE %s) with 400, not 500',
    async (sqlState) => {
      const app = await appFailingWith(sqlState);
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: unstorableValueMessage });
      await app.close();
    },
  );

  it('keeps any other database error a 500 without its details', async () => {
    const app = await appFailingWith('42P01');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('An unexpected error occurred. Please try again.');
    await app.close();
  });
});
