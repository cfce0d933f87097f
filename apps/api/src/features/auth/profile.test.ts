import { interfaceLanguages } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createCompanyUser } from '../../test/corporate';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const updateProfile = (headers: Record<string, string>, payload: object) =>
  test.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

describe('PUT /api/auth/profile', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ nationality: '' }, 'nationality', 'Nationality is required'],
    [{ nationality: 'XX' }, 'nationality', 'Unknown country code XX'],
    [{ nationality: 'Peru' }, 'nationality', 'Nationality must be a two-letter country code'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth must be a real date in the past'],
    [{ companyName: 'x'.repeat(201) }, 'companyName', 'Must be at most 200 characters'],
    [{ themePreference: 'purple' }, 'themePreference', 'Choose light or dark'],
    [{ language: 'xx-XX' }, 'language', 'Choose a language from the list'],
    [{ interfaceLanguage: 'pt' }, 'interfaceLanguage', 'Choose one of the languages offered'],
  ])('rejects %j with 400 and a message on %s', async (payload, field, message) => {
    const { user, headers } = await createSignedInUser(test);
    const response = await updateProfile(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.updatedAt).toEqual(user.updatedAt);
  });

  it('stores the nationality as the code of any known country', async () => {
    const { headers } = await createSignedInUser(test);
    const response = await updateProfile(headers, { nationality: 'pe' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nationality).toBe('PE');
    const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.json().data.nationality).toBe('PE');
  });

  it('stores the theme, language and company name of an account outside a company', async () => {
    const { headers } = await createSignedInUser(test);
    const response = await updateProfile(headers, {
      themePreference: 'dark',
      language: 'de-DE',
      companyName: ' Globex ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { themePreference: 'dark', language: 'de-DE', companyName: 'Globex' },
    });
    const back = await updateProfile(headers, { themePreference: null, companyName: '' });
    expect(back.json().data).toMatchObject({ themePreference: null, language: 'de-DE', companyName: null });
  });

  it('gives an account English as its interface language until its owner chooses another', async () => {
    const { headers } = await createSignedInUser(test);
    const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.json().data).toMatchObject({ interfaceLanguage: 'en', language: 'en-US' });
  });

  it.each(interfaceLanguages)(
    'stores the interface language %s and leaves the formatting language as it was',
    async (interfaceLanguage) => {
      const { user, headers } = await createSignedInUser(test);
      const response = await updateProfile(headers, { interfaceLanguage });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ interfaceLanguage, language: 'en-US' });
      const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ interfaceLanguage, language: 'en-US' });
      const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(profile.json().data.interfaceLanguage).toBe(interfaceLanguage);
    },
  );

  it.each(['EN', 'es-MX', '', null, 7])(
    'refuses the interface language %j with 400, writing none of the fields sent with it',
    async (interfaceLanguage) => {
      const { user, headers } = await createSignedInUser(test);
      const response = await updateProfile(headers, { firstName: 'Changed', interfaceLanguage });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'interfaceLanguage', message: 'Choose one of the languages offered' },
      ]);
      const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ firstName: 'Test', interfaceLanguage: 'en', updatedAt: user.updatedAt });
    },
  );

  it("changes only the signed-in user's interface language", async () => {
    const chooser = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    expect((await updateProfile(chooser.headers, { interfaceLanguage: 'fr' })).statusCode).toBe(200);
    const [untouched] = await test.db.select().from(users).where(eq(users.id, other.user.id));
    expect(untouched).toMatchObject({ interfaceLanguage: 'en', updatedAt: other.user.updatedAt });
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: other.headers,
    });
    expect(profile.json().data.interfaceLanguage).toBe('en');
  });

  it("refuses a company member's change of company name, and keeps their other changes possible", async () => {
    const member = await createCompanyUser(test, 'Initech', 'enterprise');
    const refused = await updateProfile(member.headers, { companyName: 'Initrode', firstName: 'Peter' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'companyName', message: 'Your company is managed by your company account' },
    ]);
    const [stored] = await test.db.select().from(users).where(eq(users.id, member.user.id));
    expect(stored).toMatchObject({ companyName: 'Initech', firstName: 'Test' });
    expect((await updateProfile(member.headers, { firstName: 'Peter' })).statusCode).toBe(200);
  });
});

describe('the account endpoints', () => {
  it.each([
    ['GET', '/api/auth/profile'],
    ['PUT', '/api/auth/profile'],
    ['DELETE', '/api/auth/profile'],
    ['GET', '/api/auth/profile/export'],
    ['POST', '/api/auth/change-password'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await test.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-out change of interface language with 401', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { interfaceLanguage: 'de' },
    });
    expect(response.statusCode).toBe(401);
  });
});
