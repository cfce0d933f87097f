import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Page,
  type Response as PageResponse,
} from '@playwright/test';
import { scanScreen } from './axe';

export type Role = 'general' | 'enterprise' | 'corporate' | 'agent' | 'admin';

/** The recipient and text of an .eml file the server wrote (nodemailer: quoted-printable or 7-bit text). */
const readEmail = (file: string) => {
  const raw = readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split).replace(/\n\s+/g, ' ');
  const to = /^To: (?:.*<)?([^<>\s]+)>?$/im.exec(headers)?.[1] ?? '';
  let text = raw.slice(split + 2);
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) {
    const bytes = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { to: to.toLowerCase(), text };
};

/**
 * The newest match of `pattern` in an email to an address, read from the mail folder (without SMTP): the
 * tests' server's unless told (another server's, such as the languages' one).
 */
export const emailedText = async (
  to: string,
  pattern: RegExp,
  what = String(pattern),
  folder = process.env.E2E_MAIL_DIR ?? '',
) => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    // Named by the time they were written: the newest sorts last.
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files.sort().reverse()) {
      const email = readEmail(path.join(folder, name));
      const found = email.to === to.toLowerCase() ? email.text.match(pattern)?.[0] : undefined;
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${what} email for ${to}`);
};

/**
 * The newest link to `page` (a path such as 'accept-invitation' or 'applications/<id>', with whatever
 * query it carries) emailed to an address, read from the mail folder as a developer without SMTP would.
 */
export const emailedLink = (to: string, page: string, folder?: string) =>
  emailedText(to, new RegExp(`https?://[^\\s"]+/${page}(?:\\?[^\\s"]*)?`), page, folder);

export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

type Session = { token: string; user: { id: string; email: string; firstName: string; lastName: string } };

/** The httpOnly cookie the API gives the web app's session (`__Host-vb_session` over https). */
export const sessionCookieName = 'vb_session';

/**
 * Signs the page's browser context in with a session an API call opened: its token becomes the session
 * cookie the web app's own sign-in sets, shared by every page of the context. The token stays for set-up
 * calls through `bearer`.
 */
const storeSession = async (page: Page, data: Session) => {
  await page.context().addCookies([
    {
      name: sessionCookieName,
      value: data.token,
      url: process.env.E2E_BASE_URL,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return data;
};

/** The Terms and Privacy versions published now, which a sign-up accepts as the form would. */
export const currentTextVersions = async (request: APIRequestContext) => {
  const versionOf = async (slug: string) => {
    const response = await request.get(`/api/content/${slug}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { version: number } }).data.version;
  };
  return { terms: await versionOf('terms'), privacy: await versionOf('privacy') };
};

/** The Authorization header of an API call made with `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The session of the demo account of a role, through the API: for set-up calls, or to sign a page in. */
export const demoSession = async (request: APIRequestContext, role: Role) => {
  const response = await request.post('/api/auth/demo-login', { data: { role } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Session }).data;
};

/** Signs in through the API (not the UI) as the demo account of a role. */
export const signInAs = async (page: Page, role: Role) =>
  storeSession(page, await demoSession(page.request, role));

/** A session opened by the login endpoint, for set-up calls through `bearer`. */
export const logInThroughApi = async (request: APIRequestContext, email: string, password: string) => {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { data: Session }).data;
};

/** Logs in through the API and keeps the session in the page. */
const signInWithPassword = async (page: Page, email: string, password: string) =>
  storeSession(page, await logInThroughApi(page.request, email, password));

const travellerPassword = 'TravelPass2026!';

/** Registers a fresh traveller (Nina Traveller of Germany, DE, unless another name or country code is given). */
export const registerTraveller = async (
  request: APIRequestContext,
  { nationality = 'DE', fullName = 'Nina Traveller' } = {},
) => {
  const email = uniqueEmail('traveller');
  const registered = await request.post('/api/auth/register', {
    data: {
      fullName,
      email,
      password: travellerPassword,
      phone: '+49 30 1234567',
      nationality,
      dateOfBirth: '1990-04-12',
      acceptedVersions: await currentTextVersions(request),
    },
  });
  expect(registered.status()).toBe(202);
  return { email, password: travellerPassword };
};

/**
 * Registers a fresh traveller and signs in as them through the API, so a test starts with no applications,
 * documents or notifications of its own.
 */
export const signInAsNewTraveller = async (
  page: Page,
  person: Parameters<typeof registerTraveller>[1] = {},
) => {
  const { email, password } = await registerTraveller(page.request, person);
  return signInWithPassword(page, email, password);
};

/** A traveller an administrator invited: no nationality until they set one on their profile. */
export const signInAsInvitedTraveller = async (page: Page) => {
  const admin = await demoSession(page.request, 'admin');
  const email = uniqueEmail('invited');
  const invited = await page.request.post('/api/users', {
    headers: bearer(admin.token),
    data: { firstName: 'Ines', lastName: 'Moreau', email, role: 'general' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(await emailedLink(email, 'accept-invitation')).searchParams.get('token');
  const accepted = await page.request.post('/api/auth/accept-invitation', {
    data: { token, password: travellerPassword },
  });
  expect(accepted.ok()).toBe(true);
  return signInWithPassword(page, email, travellerPassword);
};

/** Picks a country in a country picker by typing `typed` (its name unless given), as a person would. */
export const pickCountry = async (page: Page, label: string | RegExp, name: string, typed = name) => {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
};

/**
 * Every test fails on an uncaught page error, a console error other than a logged HTTP status, or a
 * Content-Security-Policy violation (a script, style, frame or request the policy refused), unless the
 * test matches it with `expectedConsoleErrors` because provoking it is the point.
 */
export const test = base.extend<{
  failOnConsoleErrors: undefined;
  expectedConsoleErrors: RegExp | undefined;
  failOnAxeViolations: undefined;
  waitForAppStart: undefined;
}>({
  expectedConsoleErrors: [undefined, { option: true }],
  /**
   * A page the server drew is on screen before the app runs it, and typing into it then is lost (as for a
   * person, who rarely types that fast): page.goto and page.reload return once the app has started
   * (`<html data-started>`), unless asked to return at `commit`.
   */
  waitForAppStart: [
    async ({ page, baseURL }, use) => {
      const appOrigin = new URL(baseURL ?? 'http://localhost').origin;
      const started = async (response: PageResponse | null, waitUntil?: string) => {
        const isAppPage =
          response !== null &&
          new URL(response.url()).origin === appOrigin &&
          (response.headers()['content-type']?.startsWith('text/html') ?? false);
        if (isAppPage && waitUntil !== 'commit')
          await page.locator('html[data-started]').waitFor({ state: 'attached' });
        return response;
      };
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => started(await goto(url, options), options?.waitUntil);
      const reload = page.reload.bind(page);
      page.reload = async (options) => started(await reload(options), options?.waitUntil);
      await use(undefined);
    },
    { auto: true },
  ],
  /**
   * Every screen the test shows is checked by axe (WCAG 2.2 AA) in both themes, once per run: before each
   * page.goto leaves it and at the end of the test. A serious or critical violation fails the test.
   */
  failOnAxeViolations: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        violations.push(...(await scanScreen(page)));
        return goto(...args);
      };
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) violations.push(...(await scanScreen(page)));
      expect(violations, 'axe found serious or critical WCAG 2.2 AA violations').toEqual([]);
    },
    { auto: true },
  ],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const isExpected = (text: string) => expectedConsoleErrors?.test(text) ?? false;
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline code'}`,
          ),
        ),
      );
      page.on('pageerror', (error) => {
        if (!isExpected(error.message)) problems.push(`page error: ${error.message}`);
      });
      page.on('console', (message) => {
        const isHttpStatusLog = message.text().startsWith('Failed to load resource');
        if (message.type() === 'error' && !isHttpStatusLog && !isExpected(message.text())) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
