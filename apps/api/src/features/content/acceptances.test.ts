import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAcceptances, users } from '../../db/schema';
import { seedDemoData } from '../../demo/seed-demo-data';
import { DEMO_PASSWORD } from '../../domain/identity/demo-accounts';
import { createSignedInUser, firstVersions, loginAs, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await createSignedInUser(test, { role: 'admin' });
});
afterAll(() => test.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const password = 'analytical-engine';
/** Signs up through the API; `null` leaves the versions out. */
const register = (email: string, acceptedVersions: object | null = firstVersions) =>
  call(
    'POST',
    '/api/auth/register',
    {},
    {
      fullName: 'Ada Lovelace',
      email,
      phone: '+44 20 7946 0958',
      password,
      nationality: 'GB',
      dateOfBirth: '1990-12-10',
      ...(acceptedVersions ? { acceptedVersions } : {}),
    },
  );

/** A traveller who signed up through the form and is signed in. */
const signedUpTraveller = async () => {
  const email = uniqueEmail('ada');
  expect((await register(email)).statusCode).toBe(202);
  return loginAs(test, email, password);
};

const accepted = async (email: string) =>
  test.db
    .select({ slug: pageAcceptances.slug, version: pageAcceptances.version })
    .from(pageAcceptances)
    .innerJoin(users, eq(users.id, pageAcceptances.userId))
    .where(eq(users.email, email))
    .orderBy(pageAcceptances.slug);

const pending = async (headers: Headers) =>
  (await call('GET', '/api/content/acceptance', headers)).json().data;

const publishTerms = async (body = '## Changes\n\nA new version of the Terms of Service.') => {
  const response = await call('PUT', '/api/admin/content/terms', admin.headers, {
    title: 'Terms of Service',
    body,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.version as number;
};

describe('accepting the Terms and Privacy at sign-up', () => {
  it('records the versions the form showed', async () => {
    const email = uniqueEmail('ada');
    expect((await register(email)).statusCode).toBe(202);
    expect(await accepted(email)).toEqual([
      { slug: 'privacy', version: 1 },
      { slug: 'terms', version: 1 },
    ]);
  });

  it('refuses an outdated Privacy version with 409 and a field message, creating no account', async () => {
    const email = uniqueEmail('ada');
    const response = await register(email, { terms: 1, privacy: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      {
        field: 'acceptedVersions.privacy',
        message: 'Privacy Policy has changed since you opened it: read the new version and accept it again.',
      },
    ]);
    const [stored] = await test.db.select({ total: count() }).from(users).where(eq(users.email, email));
    expect(stored?.total).toBe(0);
  });

  it('rejects a sign-up without versions with 400', async () => {
    const response = await register(uniqueEmail('ada'), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'acceptedVersions',
      message: expect.any(String),
    });
  });
});

describe('accepting a new version after sign-in', () => {
  it('asks nobody while the texts they accepted are current; anonymous callers get 401', async () => {
    const traveller = await signedUpTraveller();
    expect(await pending(traveller.headers)).toEqual([]);
    expect((await call('GET', '/api/content/acceptance')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/content/acceptance', {}, { slug: 'terms', version: 1, language: 'en' }))
        .statusCode,
    ).toBe(401);
  });

  it('asks for a newer Terms version, refuses the old one, and stops asking once accepted', async () => {
    const traveller = await signedUpTraveller();
    const other = await signedUpTraveller();
    const version = await publishTerms();
    const [asked] = await pending(traveller.headers);
    expect(asked).toMatchObject({ slug: 'terms', title: 'Terms of Service', version });

    const stale = await call('POST', '/api/content/acceptance', traveller.headers, {
      slug: 'terms',
      version: 1,
      language: 'en',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual([
      {
        field: 'version',
        message:
          'Terms of Service has changed since you opened it: read the new version and accept it again.',
      },
    ]);
    expect(await pending(traveller.headers)).toHaveLength(1);

    const accept = await call('POST', '/api/content/acceptance', traveller.headers, {
      slug: 'terms',
      version,
      language: 'en',
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data).toEqual([]);
    expect(await pending(traveller.headers)).toEqual([]);
    // Accepting is one's own: another user is still asked.
    expect(await pending(other.headers)).toHaveLength(1);
  });

  it('refuses a sign-up that accepts the Terms it replaced', async () => {
    const response = await register(uniqueEmail('ada'), firstVersions);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].field).toBe('acceptedVersions.terms');
  });

  it.each([
    ['slug', { slug: 'about', version: 1, language: 'en' }, 'Choose terms or privacy'],
    ['version', { slug: 'terms', version: 0, language: 'en' }, 'Version is required'],
    ['version', { slug: 'terms', language: 'en' }, 'Version is required'],
    ['language', { slug: 'terms', version: 1, language: 'english' }, 'Choose one of the languages offered'],
    ['language', { slug: 'terms', version: 1 }, 'Choose one of the languages offered'],
  ])('rejects a bad %s with 400 and a field message, recording nothing', async (field, body, message) => {
    const traveller = await createSignedInUser(test);
    const response = await call('POST', '/api/content/acceptance', traveller.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    const [stored] = await test.db
      .select({ total: count() })
      .from(pageAcceptances)
      .where(eq(pageAcceptances.userId, traveller.user.id));
    expect(stored?.total).toBe(0);
  });

  it('does not ask an account that never accepted a version (created by an administrator)', async () => {
    const invited = await createSignedInUser(test, { role: 'agent' });
    expect(await pending(invited.headers)).toEqual([]);
  });

  it('starts the demo accounts as having accepted the current texts, and asks them about the next ones', async () => {
    await seedDemoData(test.db, test.config.passwordHashCost);
    const demo = await loginAs(test, 'maya.chen@demo.visabridge.test', DEMO_PASSWORD);
    expect(await pending(demo.headers)).toEqual([]);
    const [record] = await test.db
      .select({ total: count() })
      .from(pageAcceptances)
      .innerJoin(users, eq(users.id, pageAcceptances.userId))
      .where(and(eq(users.email, 'maya.chen@demo.visabridge.test'), eq(pageAcceptances.slug, 'privacy')));
    expect(record?.total).toBe(1);
    const version = await publishTerms('## Changes\n\nA third version of the Terms of Service.');
    expect(await pending(demo.headers)).toEqual([expect.objectContaining({ slug: 'terms', version })]);
  });
});
