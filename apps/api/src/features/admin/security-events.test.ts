import type { Role } from '@visabridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
});
afterAll(() => test.close());

const login = (email: string, password: string, remoteAddress: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const search = (query: string, headers = admin) =>
  test.app.inject({ method: 'GET', url: `/api/admin/security-events?${query}`, headers });

describe('GET /api/admin/security-events', () => {
  it('finds a user’s failed sign-in by email, id, kind and the address typed in clear', async () => {
    const user = await createUser(test.db);
    await login(user.email, 'not-the-password', '203.0.113.7');
    await login(user.email, DEFAULT_PASSWORD, '203.0.113.8');
    const byEmail = await search(`account=${encodeURIComponent(user.email)}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.items).toMatchObject([
      { kind: 'sign_in_succeeded', userId: user.id, accountLabel: `Test general <${user.email}>` },
      { kind: 'sign_in_failed', userId: user.id, details: { reason: 'wrong_password' } },
    ]);
    const byIdAndKind = await search(`account=${user.id}&kind=sign_in_failed`);
    expect(byIdAndKind.json().data.items).toHaveLength(1);
    const byAddress = await search(`address=203.0.113.7`);
    expect(byAddress.json().data.items).toMatchObject([{ kind: 'sign_in_failed', userId: user.id }]);
    expect(byAddress.body).not.toContain('203.0.113.7');
  });

  it('finds sign-in attempts at an email that names no account', async () => {
    const ghost = uniqueEmail('ghost');
    await login(ghost, 'not-the-password', '203.0.113.9');
    const found = await search(`account=${encodeURIComponent(ghost)}`);
    expect(found.json().data.items).toMatchObject([
      { kind: 'sign_in_failed', userId: null, accountLabel: null },
    ]);
  });

  it('filters by days and pages newest first', async () => {
    const user = await createUser(test.db);
    for (const password of ['wrong-1-password', 'wrong-2-password', 'wrong-3-password'])
      await login(user.email, password, '203.0.113.10');
    const today = new Date().toISOString().slice(0, 10);
    const first = await search(`account=${user.id}&from=${today}&to=${today}&pageSize=2`);
    const page = first.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.total).toEqual({ count: 3, isCapped: false });
    const second = (await search(`account=${user.id}&pageSize=2&cursor=${page.nextCursor}`)).json().data;
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).toBeLessThan(page.items[1].id);
    const before = await search(`account=${user.id}&to=2020-01-01`);
    expect(before.json().data.items).toEqual([]);
  });

  it('answers 400 with the field for a bad filter', async () => {
    for (const [query, field, message] of [
      ['kind=sign_in_maybe', 'kind', 'Choose a kind of event from the list'],
      ['account=a%00b', 'account', 'Contains characters that are not allowed'],
      ['address=not-an-address', 'address', 'Address must be an IP address'],
      ['from=2025-13-01', 'from', 'From must be a date'],
      ['from=2025-03-02&to=2025-03-01', 'to', 'To must not be before From'],
      ['pageSize=500', 'pageSize', 'At most 100 per page'],
    ]) {
      const response = await search(query ?? '');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toContainEqual({ field, message });
    }
  });

  it.each(['general', 'agent', 'corporate'] satisfies Role[])('answers 403 to a %s', async (role) => {
    const { headers } = await createSignedInUser(test, { role });
    expect((await search('', headers)).statusCode).toBe(403);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await search('', {})).statusCode).toBe(401);
  });
});
