import { roles } from '@visabridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const listUsers = (headers: Record<string, string>, query = '') =>
  test.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });

describe('GET /api/admin/users (admin only)', () => {
  it.each(roles.filter((role) => role !== 'admin'))('refuses the %s role with 403', async (role) => {
    const { headers } = await createSignedInUser(test, { role });
    const response = await listUsers(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Access denied. Admin privileges required.',
    });
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await listUsers({})).statusCode).toBe(401);
  });

  it('lets an admin page through users, newest first, without password hashes', async () => {
    const { headers } = await createSignedInUser(test, { role: 'admin' });
    const older = await createUser(test.db, { role: 'agent' });
    const newer = await createUser(test.db, { role: 'corporate' });
    const response = await listUsers(headers, '?page=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.items.map((user: { id: string }) => user.id)).toEqual([newer.id, older.id]);
    expect(data).toMatchObject({ page: 1, pageSize: 2 });
    expect(data.total).toBeGreaterThanOrEqual(3);
    const secondPage = (await listUsers(headers, '?page=2&pageSize=2')).json().data;
    expect(secondPage.items.map((user: { id: string }) => user.id)).not.toContain(newer.id);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|scrypt/);
  });

  it('filters by role and searches by email, treating % and _ literally', async () => {
    const { headers } = await createSignedInUser(test, { role: 'admin' });
    const agent = await createUser(test.db, { role: 'agent', email: 'find_me.agent@example.com' });
    const byRole = (await listUsers(headers, '?role=agent&pageSize=100')).json().data;
    expect(byRole.items.every((user: { role: string }) => user.role === 'agent')).toBe(true);
    const bySearch = (await listUsers(headers, '?search=find_me')).json().data;
    expect(bySearch.items.map((user: { id: string }) => user.id)).toEqual([agent.id]);
    expect((await listUsers(headers, '?search=%25')).json().data.total).toBe(0);
  });

  it.each([
    ['?pageSize=1000', 'pageSize'],
    ['?page=0', 'page'],
    ['?role=superuser', 'role'],
  ])('rejects the bad query %s with 400 naming the field', async (query, field) => {
    const { headers } = await createSignedInUser(test, { role: 'admin' });
    const response = await listUsers(headers, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
