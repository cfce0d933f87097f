import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.app.close();
  await test.database.drop();
});

describe('unexpected failures', () => {
  it('answers 500 with a request id and no internals, and health reports the database down', async () => {
    await test.database.close();
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(500);
    const body = login.json();
    expect(body).toEqual({
      success: false,
      message: 'An unexpected error occurred. Please try again.',
      requestId: login.headers['x-request-id'],
    });
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
