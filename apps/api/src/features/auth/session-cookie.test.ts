import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSignedInUser, createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crossSiteRefused } from '../../plugins/same-origin';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(() => test.close());

const site = 'http://localhost:3000';
/** What the web app sends on every call: its own origin and its header. */
const fromWebApp = { origin: site, 'x-requested-with': 'visabridge' };

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const setCookieOf = (response: Reply) => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
};
/** The `name=value` pair a browser would send back. */
const cookieOf = (response: Reply) => setCookieOf(response).split(';')[0] ?? '';

const webLogin = async (rememberMe?: boolean) => {
  const user = await createUser(test.db);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: fromWebApp,
    payload: { email: user.email, password: DEFAULT_PASSWORD, rememberMe },
  });
  expect(response.statusCode).toBe(200);
  return { user, response, cookie: cookieOf(response) };
};

const updateName = (headers: Record<string, string>) =>
  test.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: { firstName: 'Grace' } });

describe('browser sessions in a cookie', () => {
  it('signs the web app in with an httpOnly, SameSite=Lax session cookie and no token in the body', async () => {
    const { response } = await webLogin();
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(/^vb_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Max-Age|Expires|Secure/i);
    expect(response.json().data.token).toBeUndefined();
    expect(response.json().data.user).toBeDefined();
  });

  it('makes the cookie last the 30-day session with remember me', async () => {
    const setCookie = setCookieOf((await webLogin(true)).response);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
    expect(maxAge / 86_400).toBeCloseTo(30, 1);
  });

  it('gives an API client a bearer token and no cookie', async () => {
    const user = await createUser(test.db);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(response.json().data.token).toEqual(expect.any(String));
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('authenticates reads with the cookie alone', async () => {
    const { user, cookie } = await webLogin();
    const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).toBe(user.id);
  });

  it('accepts a change from the web app: own Origin (or Referer) and its header', async () => {
    const { cookie } = await webLogin();
    expect((await updateName({ cookie, ...fromWebApp })).statusCode).toBe(200);
    const byReferer = { cookie, referer: `${site}/profile`, 'x-requested-with': 'visabridge' };
    expect((await updateName(byReferer)).statusCode).toBe(200);
  });

  it.each([
    ['without the header', { origin: site }],
    ['from a foreign origin', { origin: 'https://evil.example', 'x-requested-with': 'visabridge' }],
    ['from a foreign referer', { referer: 'https://evil.example/x', 'x-requested-with': 'visabridge' }],
    ['with neither Origin nor Referer', { 'x-requested-with': 'visabridge' }],
  ])('refuses a cookie-authenticated change %s with 403 and changes nothing', async (_, headers) => {
    const { user, cookie } = await webLogin();
    const response = await updateName({ cookie, ...headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(crossSiteRefused);
    const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.firstName).not.toBe('Grace');
  });

  it('keeps bearer tokens working for API clients, with no Origin or header', async () => {
    const { headers } = await createSignedInUser(test);
    expect((await updateName(headers)).statusCode).toBe(200);
  });

  it('logs out: revokes the session and clears the cookie', async () => {
    const { cookie } = await webLogin();
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...fromWebApp },
    });
    expect(logout.statusCode).toBe(200);
    expect(setCookieOf(logout)).toMatch(/^vb_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(setCookieOf(after)).toMatch(/^vb_session=;/);
  });
});

describe('browser sessions over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://visas.example.com' });
  });
  afterAll(() => secure.close());

  it('names the cookie __Host-vb_session and marks it Secure', async () => {
    const user = await createUser(secure.db);
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://visas.example.com', 'x-requested-with': 'visabridge' },
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const setCookie = setCookieOf(response);
    expect(setCookie).toMatch(/^__Host-vb_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
  });
});
