import { messages } from '@visabridge/contract';
import { messagesDe } from '@visabridge/contract/message-translations/de';
import { messagesFr } from '@visabridge/contract/message-translations/fr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const wrongPassword = (test: TestApp, language?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: language ? { 'accept-language': language } : {},
    payload: { email: uniqueEmail('nobody'), password: 'not the password' },
  });

describe('with every language offered', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  });
  afterAll(() => test.close());

  it("answers an error in the request's language, with its code and status as in English", async () => {
    const [french, english] = await Promise.all([
      wrongPassword(test, 'fr-FR,fr;q=0.9,en;q=0.5'),
      wrongPassword(test),
    ]);
    expect(french.statusCode).toBe(english.statusCode);
    expect(french.json()).toMatchObject({ success: false, message: messagesFr.invalidCredentials });
    expect(english.json()).toMatchObject({ success: false, message: messages.invalidCredentials });
    expect(french.headers.vary).toContain('accept-language');
  });

  it("writes a field's message in the request's language, the field named as in English", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'not an address', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: { field: string; message: string }[] };
    expect(errors).toContainEqual({ field: 'email', message: messagesFr.emailInvalid });
  });

  it("follows the account's language when the request names none, and the request's when it does", async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.db.update(users).set({ interfaceLanguage: 'de' }).where(eq(users.id, user.id));
    const refused = await test.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messagesDe.adminOnly });

    const inEnglish = await test.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { ...headers, 'accept-language': 'en-GB' },
    });
    expect(inEnglish.json()).toMatchObject({ message: messages.adminOnly });
  });
});

describe('with English alone offered', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ INTERFACE_LANGUAGES: 'en' });
  });
  afterAll(() => test.close());

  it('answers in English whatever the request asks for', async () => {
    const response = await wrongPassword(test, 'fr');
    expect(response.json()).toMatchObject({ message: messages.invalidCredentials });
  });
});
