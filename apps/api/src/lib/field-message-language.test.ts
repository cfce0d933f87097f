import { randomUUID } from 'node:crypto';
import { fieldMessagesFr } from '@visabridge/contract/message-translations/fields-fr';
import { fieldMessagesZh } from '@visabridge/contract/message-translations/fields-zh';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

type FieldErrors = { errors: { field: string; message: string }[] };

let test: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  ({ headers } = await createSignedInUser(test));
});
afterAll(() => test.close());

const saveTraveller = (language: string | null, fields: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: '/api/saved-travellers',
    headers: language ? { ...headers, 'accept-language': language } : headers,
    payload: { firstName: 'Ana', lastName: 'Ruiz', relationship: 'friend', nationality: 'ES', ...fields },
  });

const payWithCard = (language: string, card: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { ...headers, 'accept-language': language },
    payload: { paymentId: randomUUID(), card },
  });

describe("a schema's inline messages in the request's language", () => {
  it('writes a bad passport number’s message in French, its field named as in English', async () => {
    const response = await saveTraveller('fr-FR,fr;q=0.9', { passportNumber: 'AB-12!' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as FieldErrors).errors).toContainEqual({
      field: 'passportNumber',
      message: 'Le numéro de passeport doit comporter de 5 à 20 lettres ou chiffres',
    });
  });

  it('writes a bad card number’s message in French', async () => {
    const response = await payWithCard('fr', {
      name: 'Ana Ruiz',
      number: '1234',
      expiry: '12/40',
      cvc: '123',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as FieldErrors).errors).toContainEqual({
      field: 'card.number',
      message: fieldMessagesFr['Card number must be 12 to 19 digits'],
    });
  });

  it('fills a templated message with the value the English one carried', async () => {
    const response = await saveTraveller('zh-CN', { firstName: 'A'.repeat(101) });
    expect((response.json() as FieldErrors).errors).toContainEqual({
      field: 'firstName',
      message: fieldMessagesZh['Must be at most {max} characters'].replace('{max}', '100'),
    });
  });

  it('keeps English for English, for no language named and for a language the site does not offer', async () => {
    for (const language of ['en-GB', null, 'pt-BR']) {
      const response = await saveTraveller(language, { passportNumber: 'AB-12!' });
      expect((response.json() as FieldErrors).errors, String(language)).toContainEqual({
        field: 'passportNumber',
        message: 'Passport number must be 5 to 20 letters or digits',
      });
    }
  });
});
