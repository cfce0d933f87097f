import { type RenderedPage, type WebServerEntry } from '@visabridge/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FormEchoView } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactors, sessions, users } from '../../db/schema';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>VisaBridge</title></head><body><div id="root"></div></body></html>';

/** The web app's server build as the API sees it: draws the page's address and the form echo it was given. */
const entry: WebServerEntry = {
  renderPage: async (url, { seededQueries }): Promise<RenderedPage> => {
    const echo = seededQueries.find((query) => query.queryKey[0] === 'form-echo')?.data;
    const body = `<h1>${new URL(url).pathname}</h1><pre id="echo">${JSON.stringify(echo ?? null)}</pre>`;
    return { title: null, head: '', body };
  },
  seededAnswers: ({ formEcho }) => (formEcho ? [{ queryKey: ['form-echo'], data: formEcho }] : []),
};

const origin = 'http://localhost:3000';

let root: string;
let test: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visabridge-form-posts-'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  test = await createTestApp(
    { LOGIN_MAX_FAILURES_PER_EMAIL: '3', REGISTRATIONS_PER_HOUR_PER_IP: '2' },
    { webRoot: root, webServer: entry },
  );
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

/** A form as a browser posts it from this site's page. */
const post = (
  url: string,
  fields: Record<string, string>,
  {
    headers = { origin, 'sec-fetch-site': 'same-origin' },
    remoteAddress = '127.0.0.1',
  }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

/** The echo the page was drawn with. */
const echoOf = (body: string) =>
  JSON.parse(/<pre id="echo">(.*?)<\/pre>/s.exec(body)?.[1] ?? 'null') as FormEchoView | null;

const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('vb_session='));

/** The request header that sends back a `Set-Cookie` session cookie. */
const cookieHeaderOf = (cookie: string | undefined) =>
  `vb_session=${/vb_session=([^;]+)/.exec(cookie ?? '')?.[1] ?? ''}`;

const sessionCount = async (userId: string) =>
  (await test.db.select({ total: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.total;

describe('POST /login, the sign-in form sent before the app ran', () => {
  it('signs in with the session cookie and sends the user to their dashboard (303)', async () => {
    const user = await createUser(test.db);
    const response = await post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/user-dashboard');
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Without "Remember me" the cookie ends with the browser.
    expect(cookie).not.toMatch(/Max-Age/);
    expect(await sessionCount(user.id)).toBe(1);
    // The cookie is a session the API takes.
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: cookieHeaderOf(cookie) },
    });
    expect(profile.json().data.email).toBe(user.email);
  });

  it('sends an account with a second factor to prove it (303 /second-factor), its session waiting for it', async () => {
    const user = await createUser(test.db, { role: 'agent' });
    const response = await post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/second-factor');
    const headers = { cookie: cookieHeaderOf(sessionCookieOf(response.headers['set-cookie'])) };
    const status = await test.app.inject({ method: 'GET', url: '/api/auth/second-factor', headers });
    expect(status.json().data.step).toBe('verify');
    const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().code).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('sends staff without a second factor to set one up (303 /second-factor)', async () => {
    const user = await createUser(test.db, { role: 'admin' });
    await test.db.delete(secondFactors).where(eq(secondFactors.userId, user.id));
    const response = await post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.headers.location).toBe('/second-factor');
    const headers = { cookie: cookieHeaderOf(sessionCookieOf(response.headers['set-cookie'])) };
    const status = await test.app.inject({ method: 'GET', url: '/api/auth/second-factor', headers });
    expect(status.json().data.step).toBe('enrol');
  });

  it('keeps the session with "Remember me" ticked', async () => {
    const user = await createUser(test.db);
    const response = await post('/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
      rememberMe: 'on',
    });
    expect(response.headers.location).toBe('/user-dashboard');
    expect(sessionCookieOf(response.headers['set-cookie'])).toMatch(/Max-Age=\d+/);
  });

  it('draws the form again with the email, never the password, and the message for a wrong password', async () => {
    const user = await createUser(test.db);
    const response = await post('/login', {
      email: user.email,
      password: 'not-the-password',
      rememberMe: 'on',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>/login</h1>');
    expect(response.body).not.toContain('not-the-password');
    expect(echoOf(response.body)).toEqual({
      form: 'login',
      values: { email: user.email, rememberMe: true },
      errors: {},
      message: 'Invalid email or password',
      notice: null,
    });
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('names each missing or malformed field (400) and signs nobody in', async () => {
    const response = await post('/login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(echoOf(response.body)?.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('counts failures as the API does: past the limit even the right password is refused (429)', async () => {
    const user = await createUser(test.db);
    const remoteAddress = '10.9.8.7';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await post('/login', { email: user.email, password: 'wrong-one' }, { remoteAddress });
      expect(wrong.statusCode).toBe(401);
    }
    const limited = await post(
      '/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      { remoteAddress },
    );
    expect(limited.statusCode).toBe(429);
    expect(echoOf(limited.body)?.message).toMatch(/Too many/);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a post from another site, or without its origin, with 403 and signs nobody in', async () => {
    const user = await createUser(test.db);
    const fields = { email: user.email, password: DEFAULT_PASSWORD };
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin, 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { referer: 'https://evil.example/login' },
      {},
    ];
    for (const headers of refused) {
      const response = await post('/login', fields, { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined();
    }
    expect(await sessionCount(user.id)).toBe(0);
    // Referer alone from this site's page is enough, as for the API (a browser that leaves Origin out).
    const fromOwnPage = await post('/login', fields, { headers: { referer: `${origin}/login` } });
    expect(fromOwnPage.statusCode).toBe(303);
  });
});

const signUp = (overrides: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('ada'),
  phone: '+44 20 7946 0958',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
  nationality: 'United Kingdom',
  dateOfBirth: '1990-12-10',
  agreeToTerms: 'on',
  ...overrides,
});

const storedUser = async (email: string) =>
  (await test.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /register, the sign-up form sent before the app ran', () => {
  it('creates the account as the API does, then shows the login page with the email and the notice', async () => {
    const fields = signUp({ nationality: 'holland', subscribeNewsletter: 'on' });
    const response = await post('/register', fields, { remoteAddress: '10.1.0.1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(await storedUser(fields.email)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      nationality: 'NL',
      role: 'general',
      subscribeNewsletter: true,
    });
    // The login page it leads to says so once, with the email filled in: carried in a cookie, not the address.
    const echoCookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('vb_form_echo='));
    expect(echoCookie).toMatch(/HttpOnly/);
    expect(echoCookie).not.toContain('analytical-engine');
    const cookie = echoCookie?.split(';')[0] ?? '';
    const login = await test.app.inject({ method: 'GET', url: '/login', headers: { cookie } });
    expect(echoOf(login.body)).toMatchObject({
      form: 'login',
      values: { email: fields.email },
      notice: 'Thank you! Check your email to verify your account, then log in.',
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect([login.headers['set-cookie'] ?? []].flat().join()).toMatch(/vb_form_echo=;/);
    // Another page does not take it.
    const other = await test.app.inject({ method: 'GET', url: '/register', headers: { cookie } });
    expect(echoOf(other.body)).toBeNull();
  });

  it('draws the form again with what was typed (no password) and each field message, creating nothing', async () => {
    const fields = signUp({ confirmPassword: 'something-else', nationality: 'Atlantis', agreeToTerms: '' });
    const response = await post('/register', fields, { remoteAddress: '10.1.0.2' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('analytical-engine');
    expect(response.body).not.toContain('something-else');
    const echo = echoOf(response.body);
    expect(echo?.values).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: fields.email,
      phone: fields.phone,
      nationality: '',
      dateOfBirth: '1990-12-10',
      agreeToTerms: false,
      subscribeNewsletter: false,
    });
    expect(echo?.errors).toMatchObject({
      nationality: 'Choose your nationality from the list',
      agreeToTerms: expect.any(String),
    });
    expect(await storedUser(fields.email)).toBeUndefined();
  });

  it('applies the API password rules (a weak password named on its field)', async () => {
    const fields = signUp({ password: 'lovelace1', confirmPassword: 'lovelace1', nationality: 'GB' });
    const response = await post('/register', fields, { remoteAddress: '10.1.0.3' });
    expect(response.statusCode).toBe(400);
    expect(echoOf(response.body)?.errors.password).toEqual(expect.any(String));
    expect(await storedUser(fields.email)).toBeUndefined();
  });

  it('counts sign-ups from one address with the API (429 with Retry-After past the hour allowance)', async () => {
    const remoteAddress = '10.1.0.9';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post('/register', signUp(), { remoteAddress })).statusCode).toBe(303);
    }
    const fields = signUp();
    const limited = await post('/register', fields, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(echoOf(limited.body)?.message).toMatch(/Too many sign-ups/);
    expect(await storedUser(fields.email)).toBeUndefined();
  });

  it("gives the account the best of the browser's languages as its interface language", async () => {
    const fields = signUp();
    const response = await post('/register', fields, {
      headers: { origin, 'sec-fetch-site': 'same-origin', 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
      remoteAddress: '10.1.0.6',
    });
    expect(response.statusCode).toBe(303);
    expect(await storedUser(fields.email)).toMatchObject({ interfaceLanguage: 'de', language: 'en-US' });
  });

  it('refuses a post from another site with 403, creating nothing', async () => {
    const fields = signUp();
    const response = await post('/register', fields, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      remoteAddress: '10.1.0.4',
    });
    expect(response.statusCode).toBe(403);
    expect(await storedUser(fields.email)).toBeUndefined();
  });

  it('refuses a body past its limit with 413', async () => {
    const response = await post('/register', signUp({ firstName: 'A'.repeat(20_000) }), {
      remoteAddress: '10.1.0.5',
    });
    expect(response.statusCode).toBe(413);
  });
});
