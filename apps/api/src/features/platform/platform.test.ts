import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ INSTANCE_NAME: 'api-7' });
});
afterAll(() => test.close());

describe('platform endpoints', () => {
  it('reports a healthy database', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers liveness and readiness with the instance, and readiness 503 once the instance is draining', async () => {
    const live = await test.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'ok', instance: 'api-7', version: expect.any(String) });

    const ready = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({
      status: 'ok',
      instance: 'api-7',
      // A test's app runs no background jobs: said so, not counted as down.
      checks: { database: 'up', storage: 'up', jobs: 'not_run', events: 'up' },
      problems: [],
    });

    test.app.lifecycle.isDraining = true;
    try {
      const draining = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().data).toMatchObject({ status: 'draining', problems: [] });
      // Still alive: an orchestrator must not kill an instance that is finishing its requests.
      expect((await test.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      test.app.lifecycle.isDraining = false;
    }
  });

  it('counts countries and travellers from the database', async () => {
    const before = (await test.app.inject({ method: 'GET', url: '/api/platform/stats' })).json().data;
    await test.db.insert(countries).values({ code: 'ZZ', name: 'Testland', flag: '🏳️', region: 'Europe' });
    await createSignedInUser(test);
    const after = (await test.app.inject({ method: 'GET', url: '/api/platform/stats' })).json().data;
    expect(after).toMatchObject({
      countries: before.countries + 1,
      travellers: before.travellers + 1,
      demoMode: true,
    });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'There is nothing at this address.' });
  });

  it('publishes the OpenAPI document with the auth endpoints', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/health']));
  });

  it('gives the unread notification count of the signed-in user only', async () => {
    const { headers } = await createSignedInUser(test);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers,
    });
    expect(response.json()).toEqual({ success: true, data: { unread: 0 } });
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode,
    ).toBe(401);
  });
});
