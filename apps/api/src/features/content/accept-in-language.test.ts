import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAcceptances, users } from '../../db/schema';
import { createSignedInUser, loginAs, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let spanishTermsVersion: number;
beforeAll(async () => {
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  admin = await createSignedInUser(test, { role: 'admin' });
  const saved = await test.app.inject({
    method: 'PUT',
    url: '/api/admin/content/terms',
    headers: admin.headers,
    payload: {
      language: 'es',
      title: 'Condiciones del servicio',
      body: '## 1. Qué hace VisaBridge\n\nVisaBridge prepara las solicitudes; los gobiernos las deciden.',
    },
  });
  spanishTermsVersion = saved.json().data.version;
});
afterAll(() => test.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const password = 'analytical-engine';
const register = (email: string, acceptedVersions: object) =>
  call(
    'POST',
    '/api/auth/register',
    { 'accept-language': 'es' },
    {
      fullName: 'Ada Lovelace',
      email,
      phone: '+44 20 7946 0958',
      password,
      nationality: 'GB',
      dateOfBirth: '1990-12-10',
      acceptedVersions,
    },
  );

const accepted = async (email: string) =>
  test.db
    .select({
      slug: pageAcceptances.slug,
      language: pageAcceptances.language,
      version: pageAcceptances.version,
    })
    .from(pageAcceptances)
    .innerJoin(users, eq(users.id, pageAcceptances.userId))
    .where(eq(users.email, email))
    .orderBy(pageAcceptances.slug, pageAcceptances.language);

describe('accepting the texts in the language read, at sign-up', () => {
  it('records the Spanish Terms and the English Privacy Policy a Spanish reader was shown', async () => {
    const email = uniqueEmail('ada');
    const response = await register(email, {
      terms: spanishTermsVersion,
      privacy: 1,
      languages: { terms: 'es', privacy: 'en' },
    });
    expect(response.statusCode).toBe(202);
    expect(await accepted(email)).toEqual([
      { slug: 'privacy', language: 'en', version: 1 },
      { slug: 'terms', language: 'es', version: spanishTermsVersion },
    ]);
  });

  it('records the English texts when the form does not say which language it showed', async () => {
    const email = uniqueEmail('ada');
    expect((await register(email, { terms: 1, privacy: 1 })).statusCode).toBe(202);
    expect((await accepted(email)).map((row) => row.language)).toEqual(['en', 'en']);
  });

  it('refuses a text accepted in a language it is not written in with 409, creating no account', async () => {
    const email = uniqueEmail('ada');
    const response = await register(email, {
      terms: spanishTermsVersion,
      privacy: 1,
      languages: { terms: 'es', privacy: 'es' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      {
        field: 'acceptedVersions.privacy',
        message: 'Privacy Policy ha cambiado desde que lo abrió: lea la nueva versión y vuelva a aceptarla.',
      },
    ]);
    expect(await test.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('rejects an unknown language with 400 and a field message', async () => {
    const response = await register(uniqueEmail('ada'), {
      terms: 1,
      privacy: 1,
      languages: { terms: 'castellano', privacy: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'acceptedVersions.languages.terms',
      message: 'Elija uno de los idiomas disponibles',
    });
  });
});

describe('accepting the texts in the language read, after sign-in', () => {
  it('asks a traveller who accepted the English Terms to accept the Spanish ones when reading Spanish', async () => {
    const email = uniqueEmail('ada');
    expect((await register(email, { terms: 1, privacy: 1 })).statusCode).toBe(202);
    const traveller = await loginAs(test, email, password);
    const inSpanish = { ...traveller.headers, 'accept-language': 'es' };
    const inEnglish = { ...traveller.headers, 'accept-language': 'en' };
    // French is not written: the English texts they accepted are the ones French shows.
    const inFrench = { ...traveller.headers, 'accept-language': 'fr' };
    expect((await call('GET', '/api/content/acceptance', inEnglish)).json().data).toEqual([]);
    expect((await call('GET', '/api/content/acceptance', inFrench)).json().data).toEqual([]);
    expect((await call('GET', '/api/content/acceptance', inSpanish)).json().data).toEqual([
      expect.objectContaining({
        slug: 'terms',
        language: 'es',
        title: 'Condiciones del servicio',
        version: spanishTermsVersion,
      }),
    ]);

    const notWritten = await call('POST', '/api/content/acceptance', inSpanish, {
      slug: 'privacy',
      version: 1,
      language: 'es',
    });
    expect(notWritten.statusCode).toBe(404);

    const accept = await call('POST', '/api/content/acceptance', inSpanish, {
      slug: 'terms',
      version: spanishTermsVersion,
      language: 'es',
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data).toEqual([]);
    expect(await accepted(email)).toEqual([
      { slug: 'privacy', language: 'en', version: 1 },
      { slug: 'terms', language: 'en', version: 1 },
      { slug: 'terms', language: 'es', version: spanishTermsVersion },
    ]);
  });
});
