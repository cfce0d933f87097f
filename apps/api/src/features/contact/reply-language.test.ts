import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
let test: TestApp;
let admin: Headers;
beforeAll(async () => {
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 60_000);
afterAll(() => test.close());

let lastAddress = 0;
/** A visitor without an account writes from a page in `acceptLanguage`; staff answer it. */
const sendAndAnswer = async (acceptLanguage: string | null) => {
  const email = uniqueEmail('visitor');
  const sent = await test.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: { name: 'Vera', email, topic: 'general', message: 'Do you handle Schengen visas?' },
    remoteAddress: `198.51.100.${(lastAddress += 1)}`,
  });
  expect(sent.statusCode).toBe(201);
  const id = sent.json().data.id as string;
  const replied = await test.app.inject({
    method: 'POST',
    url: `/api/admin/contact-messages/${id}/replies`,
    headers: admin,
    payload: { body: 'Yes.' },
  });
  expect(replied.statusCode).toBe(201);
  const [stored] = await test.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const mails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
  return { stored, reply: mails.find((mail) => mail.body.includes('Yes.')) };
};

describe('a reply to a visitor who was not signed in', () => {
  it.each([
    ['de-DE,de;q=0.9', 'de', 'Re: Ihre Nachricht an VisaBridge', 'Kontaktformular'],
    ['es', 'es', 'Re: su mensaje a VisaBridge', 'formulario de contacto'],
    ['fr-CA', 'fr', 'Re : votre message à VisaBridge', 'formulaire de contact'],
    ['zh-CN', 'zh', '回复：您发给 VisaBridge 的留言', '联系表单'],
    ['ar', 'ar', 'رد: رسالتك إلى VisaBridge', 'نموذج التواصل'],
  ])(
    'keeps the page’s language (%s) with the message and answers in it',
    async (header, language, subject, words) => {
      const { stored, reply } = await sendAndAnswer(header);
      expect(stored?.language).toBe(language);
      expect(reply?.subject).toContain(subject);
      expect(reply?.body).toContain(words);
    },
  );

  it('answers in English when the page was English, as before', async () => {
    const { stored, reply } = await sendAndAnswer(null);
    expect(stored?.language).toBe('en');
    expect(reply?.subject).toBe('Re: your message to VisaBridge (General question)');
    expect(reply?.body).toContain('To write back, use the contact form:');
  });
});
