import en from '@zxcvbn-ts/language-en';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { apiMessageTables } from '../../lib/message-translations';
import { createSignedInUser, DEFAULT_PASSWORD, firstVersions, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { weakPasswordSuggestions, weakPasswordWarnings } from './password-strength-reasons';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
}, 60_000);
afterAll(() => test.close());

const register = (password: string, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('ada'),
      phone: '+44 20 7946 0958',
      password,
      nationality: 'GB',
      dateOfBirth: '1990-12-10',
      subscribeNewsletter: false,
      acceptedVersions: firstVersions,
    },
  });

const refusalOf = async (response: Awaited<ReturnType<typeof register>>) => {
  expect(response.statusCode).toBe(400);
  const [error] = response.json().errors;
  expect(error.field).toMatch(/^(password|newPassword)$/);
  return error.message as string;
};

describe('why a password is too easy to guess', () => {
  it('words each of zxcvbn’s warnings and suggestions as zxcvbn’s English does', () => {
    const lowered = (text: string) =>
      `This password is too easy to guess: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    for (const [key, text] of Object.entries(en.translations.warnings))
      expect(weakPasswordWarnings[key as keyof typeof weakPasswordWarnings]).toBe(lowered(text));
    for (const [key, text] of Object.entries(en.translations.suggestions))
      expect(weakPasswordSuggestions[key as keyof typeof weakPasswordSuggestions]).toBe(lowered(text));
  });

  it.each(Object.entries(apiMessageTables))('has each of them in %s', (_language, table) => {
    for (const english of [
      ...Object.values(weakPasswordWarnings),
      ...Object.values(weakPasswordSuggestions),
    ]) {
      expect(table[english], english).toBeTruthy();
      expect(table[english]).not.toBe(english);
    }
  });

  it.each([
    [
      'es',
      'Esta contraseña es demasiado fácil de adivinar: los caracteres repetidos como «aaa» son fáciles de adivinar.',
    ],
    [
      'fr-FR',
      'Ce mot de passe est trop facile à deviner : les caractères répétés comme « aaa » sont faciles à deviner.',
    ],
    ['de', 'Dieses Passwort ist zu leicht zu erraten: Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.'],
    ['zh-CN', '此密码太容易被猜到：像“aaa”这样的重复字符很容易被猜到。'],
    ['ar', 'من السهل جدًا تخمين كلمة المرور هذه: الأحرف المكررة مثل "aaa" سهلة التخمين.'],
  ])('refuses a sign-up in the page’s language (%s)', async (acceptLanguage, expected) => {
    expect(await refusalOf(await register('aaaaaaaaaaaaaa', { 'accept-language': acceptLanguage }))).toBe(
      expected,
    );
  });

  it('keeps English as before', async () => {
    expect(await refusalOf(await register('aaaaaaaaaaaaaa'))).toBe(
      'This password is too easy to guess: repeated characters like "aaa" are easy to guess.',
    );
    expect(await refusalOf(await register('password1'))).toBe(
      'This password is too easy to guess: this is a commonly used password.',
    );
  });

  it('refuses a new password in the account’s language when the request names none', async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.db.update(users).set({ interfaceLanguage: 'fr' }).where(eq(users.id, user.id));
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: `${user.lastName}-password1` },
    });
    expect(await refusalOf(response)).toMatch(/^Ce mot de passe est trop facile à deviner : /);
  });
});
