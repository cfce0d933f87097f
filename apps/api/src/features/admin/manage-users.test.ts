import { roles } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema';
import { createSignedInUser, createUser, latestLinkToken, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await createSignedInUser(test, { role: 'admin' });
});
afterAll(() => test.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  test.app.inject({ method, url, headers, payload });
const storedUser = async (email: string) =>
  (await test.db.select().from(users).where(eq(users.email, email)))[0];
/** An admin invites a traveller at a fresh address; the address and the emailed link's token. */
const invite = async (prefix: string) => {
  const email = uniqueEmail(prefix);
  await call('POST', '/api/users', admin.headers, {
    firstName: 'Iris',
    lastName: 'Moreau',
    email,
    role: 'general',
  });
  return { email, token: await latestLinkToken(test.db, email) };
};
const profileStatus = async (headers: Headers) =>
  (await call('GET', '/api/auth/profile', headers)).statusCode;

describe('admin user management', () => {
  it('lists users with search, role, status and verification filters', async () => {
    const agent = await createUser(test.db, { role: 'agent', email: uniqueEmail('listed-agent') });
    await createUser(test.db, { role: 'agent', status: 'inactive' });
    const list = async (query: string) =>
      (await call('GET', `/api/users/list${query}`, admin.headers)).json().data;
    expect((await list(`?search=${agent.email}`)).items.map((user: { id: string }) => user.id)).toEqual([
      agent.id,
    ]);
    expect(
      (await list('?role=agent&status=inactive')).items.every(
        (user: { status: string }) => user.status === 'inactive',
      ),
    ).toBe(true);
    expect(
      (await list('?verified=false&pageSize=100')).items.map((user: { id: string }) => user.id),
    ).toContain(agent.id);
    for (const query of ['?status=gone', '?pageSize=0', '?verified=perhaps'])
      expect((await call('GET', `/api/users/list${query}`, admin.headers)).statusCode).toBe(400);
  });

  it.each(['/api/users/list', '/api/admin/users'])(
    '%s sends what the table shows and no personal details',
    async (url) => {
      const traveller = await createUser(test.db, { email: uniqueEmail('listed-traveller') });
      await test.db
        .update(users)
        .set({ phone: '+44 20 7946 0000', dateOfBirth: '1990-04-02' })
        .where(eq(users.id, traveller.id));
      const response = await call('GET', `${url}?search=${traveller.email}`, admin.headers);
      const [item] = response.json().data.items;
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'email',
          'firstName',
          'lastName',
          'fullName',
          'role',
          'status',
          'isEmailVerified',
          'isInvited',
          'companyName',
          'openCases',
          'createdAt',
        ].sort(),
      );
      expect(item).toMatchObject({
        id: traveller.id,
        email: traveller.email,
        role: 'general',
        status: 'active',
      });
      expect(response.body).not.toContain('7946');
      expect(response.body).not.toContain('1990-04-02');
    },
  );

  it('deactivates a signed-in user: their session ends at once and they cannot log in', async () => {
    const traveller = await createSignedInUser(test);
    expect(await profileStatus(traveller.headers)).toBe(200);
    const response = await call('PUT', `/api/users/${traveller.user.id}`, admin.headers, {
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User deactivated successfully',
      data: { status: 'inactive' },
    });
    expect(await profileStatus(traveller.headers)).toBe(401);
    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: traveller.user.email, password: 'correct-horse-battery' },
    );
    expect(login.statusCode).toBe(403);
    const back = await call('PUT', `/api/users/${traveller.user.id}`, admin.headers, { status: 'active' });
    expect(back.json().message).toBe('User activated successfully');
  });

  it('changes a role and a company', async () => {
    const person = await createUser(test.db);
    const response = await call('PUT', `/api/users/${person.id}`, admin.headers, {
      role: 'corporate',
      companyName: 'Acme',
    });
    expect(response.json().data).toMatchObject({ role: 'corporate', companyName: 'Acme' });
  });

  it('refuses to let an admin deactivate or demote themselves, changing nothing', async () => {
    for (const change of [{ status: 'inactive' }, { role: 'agent' }]) {
      const response = await call('PUT', `/api/users/${admin.user.id}`, admin.headers, change);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('You cannot deactivate or demote your own account.');
    }
    const [row] = await test.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });

  it.each([
    ['an empty change', {}, 'status'],
    ['an unknown role', { role: 'boss' }, 'role'],
    ['an unknown status', { status: 'asleep' }, 'status'],
  ])('rejects %s with 400', async (_case, payload, field) => {
    const person = await createUser(test.db);
    const response = await call('PUT', `/api/users/${person.id}`, admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PUT', `/api/users/${unknown}`, admin.headers, { status: 'inactive' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/users/42', admin.headers, { status: 'inactive' })).statusCode).toBe(400);
  });
});

describe('creating users with an invitation', () => {
  it('creates the account without a password and emails a link to choose one', async () => {
    const email = uniqueEmail('new-agent');
    const created = await call('POST', '/api/users', admin.headers, {
      firstName: 'Ana',
      lastName: 'Silva',
      email,
      role: 'agent',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'User created successfully',
      data: { role: 'agent', email },
    });
    const [row] = await test.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
    const token = await latestLinkToken(test.db, email);
    const accepted = await call(
      'POST',
      '/api/auth/accept-invitation',
      {},
      { token, password: 'Tidal-Orchid-Compass-41' },
    );
    expect(accepted.statusCode).toBe(200);
    const login = await call('POST', '/api/auth/login', {}, { email, password: 'Tidal-Orchid-Compass-41' });
    expect(login.json().data.user).toMatchObject({ role: 'agent', isEmailVerified: true });
    expect(
      (await call('POST', '/api/auth/accept-invitation', {}, { token, password: 'Another2026!' })).statusCode,
    ).toBe(400);
  });

  it.each([
    ['the best of the browser languages', 'fr-CA,fr;q=0.9,en;q=0.8', undefined, 'fr'],
    ['the interface language chosen, whatever the browser accepts', 'fr-CA,fr;q=0.9', 'zh', 'zh'],
    ['English when the browser sends no languages', undefined, undefined, 'en'],
  ])(
    'gives an account accepting its invitation %s (Accept-Language %j, chosen %j)',
    async (_case, acceptLanguage, interfaceLanguage, expected) => {
      const { email, token } = await invite('invited');
      expect((await storedUser(email))?.interfaceLanguage).toBe('en');
      const headers: Headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      const password = 'Quartz-Meadow-Signal-58';
      const accepted = await call('POST', '/api/auth/accept-invitation', headers, {
        token,
        password,
        interfaceLanguage,
      });
      expect(accepted.statusCode).toBe(200);
      expect(await storedUser(email)).toMatchObject({ interfaceLanguage: expected, language: 'en-US' });
    },
  );

  it('refuses an invitation accepted in a language not offered, setting no password', async () => {
    const { email, token } = await invite('invited');
    const refused = await call(
      'POST',
      '/api/auth/accept-invitation',
      {},
      { token, password: 'Quartz-Meadow-Signal-58', interfaceLanguage: 'klingon' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'interfaceLanguage', message: 'Choose one of the languages offered' },
    ]);
    expect(await storedUser(email)).toMatchObject({ passwordHash: null, interfaceLanguage: 'en' });
  });

  it('refuses an expired invitation', async () => {
    const { email, token } = await invite('late');
    const [row] = await test.db.select().from(users).where(eq(users.email, email));
    await test.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, row?.id ?? ''));
    const response = await call(
      'POST',
      '/api/auth/accept-invitation',
      {},
      { token, password: 'Amber-Heron-Lantern-73' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/invitation link is invalid or has expired/);
  });

  it('refuses an existing email with 409 and a company account without its company with 400', async () => {
    const existing = await createUser(test.db);
    const taken = await call('POST', '/api/users', admin.headers, {
      firstName: 'A',
      lastName: 'B',
      email: existing.email,
      role: 'general',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('email');
    const noCompany = await call('POST', '/api/users', admin.headers, {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      role: 'corporate',
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors).toEqual([
      { field: 'companyName', message: 'Company name is required for company accounts' },
    ]);
  });
});

describe('who may manage users', () => {
  it.each(roles.filter((role) => role !== 'admin'))(
    'refuses the %s role with 403 on every call',
    async (role) => {
      const { headers } = await createSignedInUser(test, { role });
      const target = await createUser(test.db);
      expect((await call('GET', '/api/users/list', headers)).statusCode).toBe(403);
      expect((await call('PUT', `/api/users/${target.id}`, headers, { status: 'inactive' })).statusCode).toBe(
        403,
      );
      const created = await call('POST', '/api/users', headers, {
        firstName: 'X',
        lastName: 'Y',
        email: uniqueEmail(),
        role: 'admin',
      });
      expect(created.statusCode).toBe(403);
      const [row] = await test.db.select().from(users).where(eq(users.id, target.id));
      expect(row?.status).toBe('active');
    },
  );

  it('refuses anonymous callers with 401', async () => {
    expect((await call('GET', '/api/users/list', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/users', {}, {})).statusCode).toBe(401);
  });
});
