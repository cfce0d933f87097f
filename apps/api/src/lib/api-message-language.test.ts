import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, type FormEchoView, type RenderedPage, type WebServerEntry } from '@visabridge/contract';
import { messagesDe } from '@visabridge/contract/message-translations/de';
import { messagesFr } from '@visabridge/contract/message-translations/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationsTestApp } from '../test/applications';
import { createSignedInUser, createUser, uniqueEmail } from '../test/factories';
import type { TestApp } from '../test/test-app';
import type { ApplicationCalls } from '../test/applications';

/** The web app's server build as the API sees it: the page shows the form echo it was drawn with. */
const entry: WebServerEntry = {
  renderPage: async (_url, { seededQueries }): Promise<RenderedPage> => {
    const echo = seededQueries.find((query) => query.queryKey[0] === 'form-echo')?.data;
    return { title: null, head: '', body: `<pre id="echo">${JSON.stringify(echo ?? null)}</pre>` };
  },
  seededAnswers: ({ formEcho }) => (formEcho ? [{ queryKey: ['form-echo'], data: formEcho }] : []),
};

const echoOf = (body: string) =>
  JSON.parse(/<pre id="echo">(.*?)<\/pre>/s.exec(body)?.[1] ?? 'null') as FormEchoView | null;

let root: string;
let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visabridge-api-messages-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  ({ test, api } = await createApplicationsTestApp(
    { INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar', LOGIN_MAX_FAILURES_PER_EMAIL: '2' },
    { webRoot: root, webServer: entry },
  ));
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

const login = (email: string, password: unknown, language?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: language ? { 'accept-language': language } : {},
    payload: { email, password },
  });

describe("the API's own messages in the request's language", () => {
  it("answers another traveller's application with a 404 in French, its code as in English", async () => {
    const owner = await createSignedInUser(test);
    const draft = await api.createDraft(owner.headers);
    const stranger = await createSignedInUser(test);
    const url = `/api/applications/${draft.id}`;
    const [french, english] = await Promise.all([
      api.call('GET', url, { ...stranger.headers, 'accept-language': 'fr' }),
      api.call('GET', url, stranger.headers),
    ]);
    expect(french.statusCode).toBe(404);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(french.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Demande introuvable' });
  });

  it("words the error plugin's own answers in the request's language: no endpoint, a body that is not JSON", async () => {
    const nowhere = await test.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'es' },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ success: false, message: 'No hay nada en esta dirección.' });
    const garbled = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: '{"email":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ success: false, message: 'Der Inhalt ist kein gültiges JSON.' });
  });

  it('refuses a traveller an admin endpoint (403) in German', async () => {
    const traveller = await createSignedInUser(test);
    const response = await api.call('GET', '/api/admin/users', {
      ...traveller.headers,
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messagesDe.adminOnly });
  });

  it('refuses a form posted from another site (403) in Chinese', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
        'accept-language': 'zh-CN,zh;q=0.9',
      },
      payload: 'email=a%40b.c&password=x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: '此请求并非来自 VisaBridge 应用，已被拒绝。请刷新页面后重试。',
    });
  });

  it('says how long to wait after too many logins (429) in Arabic, with its code and Retry-After', async () => {
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await login(user.email, 'wrong-password-here')).statusCode).toBe(401);
    const [arabic, english] = [
      await login(user.email, 'wrong-password-here', 'ar'),
      await login(user.email, 'x'),
    ];
    expect(arabic.statusCode).toBe(429);
    expect(arabic.headers['retry-after']).toBeDefined();
    expect(english.json()).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: expect.stringMatching(/^Too many login attempts\. Please wait \d+ minutes and try again\.$/),
    });
    expect(arabic.json()).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: expect.stringMatching(
        /^محاولات تسجيل دخول كثيرة جدًا\. يُرجى الانتظار \d+ دقيقة ثم المحاولة مرة أخرى\.$/,
      ),
    });
  });

  it("writes zod's default message of a route's schema in French; English without the header", async () => {
    const ticked = (language?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: language ? { 'accept-language': language } : {},
        payload: { email: uniqueEmail(), password: 'a-password', rememberMe: 'yes' },
      });
    const [french, english] = [await ticked('fr'), await ticked()];
    expect(french.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      message: 'Invalid input: expected boolean, received string',
      errors: [{ field: 'rememberMe', message: 'Invalid input: expected boolean, received string' }],
    });
    const inFrench = 'Entrée invalide : booléen attendu, chaîne de caractères reçu';
    expect(french.json()).toMatchObject({
      message: inFrench,
      errors: [{ field: 'rememberMe', message: inFrench }],
    });
  });

  it("draws a form's echo in the page's language: the refusal and a field's message", async () => {
    const form = (fields: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/register',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          'accept-language': 'fr',
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const response = await form({ email: uniqueEmail(), nationality: 'Atlantis' });
    expect(response.statusCode).toBe(400);
    expect(echoOf(response.body)?.errors).toMatchObject({
      nationality: 'Choisissez votre nationalité dans la liste',
    });
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'accept-language': 'fr',
      },
      payload: new URLSearchParams({ email: uniqueEmail(), password: 'not-the-password' }).toString(),
    });
    expect(echoOf(wrong.body)?.message).toBe(messagesFr.invalidCredentials);
    expect(messagesFr.invalidCredentials).not.toBe(messages.invalidCredentials);
  });
});
