import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sessionCookieName, test as base } from './fixtures';
import { startProductServer, type ProductServer } from './product-server';

/**
 * The product in every language it is written in. The tests' usual server offers English only, so a spec
 * of languages runs on a server of its own that offers all six; its address is every test's baseURL there.
 * Its tests run one after another in one worker (`test.describe.configure({ mode: 'default' })`).
 */
export const test = base.extend<object, { multilingualServer: ProductServer }>({
  multilingualServer: [
    async ({}, use) => {
      const server = await startProductServer({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ multilingualServer }, use) => use(multilingualServer.baseUrl),
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webSource = path.join(repoRoot, 'apps', 'web', 'src');

/** A message's translation in a Lingui catalog (a .po file under apps/web/src), which the built app shows. */
export const translationIn = (catalog: string, message: string) => {
  const text = readFileSync(path.join(webSource, catalog), 'utf8');
  const quoted = JSON.stringify(message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = new RegExp(`^msgid ${quoted}\\nmsgstr ((?:".*"\\n?)+)`, 'm').exec(text);
  const translation = (entry?.[1] ?? '""')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
  expect(translation, `the translation of "${message}" in ${catalog}`).not.toBe('');
  return translation;
};

export const htmlLangs = { en: 'en', es: 'es', fr: 'fr', de: 'de', zh: 'zh-Hans', ar: 'ar' } as const;
export type Language = keyof typeof htmlLangs;

/** A page in the pseudo-locale (demo mode only), once the app has taken it over (its words all loaded). */
export const openPseudo = async (page: Page, baseURL: string, address: string) => {
  await page.context().addCookies([{ name: 'vb_lang', value: 'pseudo', url: baseURL }]);
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
};

/** Signs the context in on the languages' server with the session the login endpoint opens. */
export const signIn = async (context: BrowserContext, baseURL: string, email: string, password: string) => {
  const login = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await context.addCookies([
    { name: sessionCookieName, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  return token;
};

/**
 * The made-up language of accented English that Lingui writes for `pseudo` ("Ĥōḿē"): a word of three or
 * more plain ASCII letters in it is English that never went through a catalog. The brand stays as it is.
 */
export const englishWordsIn = (text: string) =>
  (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter(
    (word) => /^[A-Za-z]{3,}$/.test(word) && word !== 'VisaBridge',
  );

type Testimonial = { comment: string; name: string; destination: string };
export const testimonialsOn = async (page: Page) =>
  (
    (await (await page.request.get('/api/platform/stats')).json()) as {
      data: { testimonials: Testimonial[] };
    }
  ).data.testimonials;

type DemoAccount = { password: string; fullName: string };
const demoAccountsOn = async (page: Page) =>
  ((await (await page.request.get('/api/auth/demo-accounts')).json()) as { data: DemoAccount[] }).data;

/** What the page shows that is data, not the product's words: from the API, the operator's settings, dates. */
export const demoDataOn = async (page: Page) => [
  ...(await testimonialsOn(page)).flatMap(({ comment, name, destination }) => [comment, name, destination]),
  ...(await demoAccountsOn(page)).flatMap(({ password, fullName }) => [password, fullName]),
  // The support hours as product-server.ts configures them.
  'Mon-Fri 09:00-17:00 UTC',
];
const dataPatterns = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\+[\d ]{7,}/g,
  // A date in the en-US form the server draws (the region of dates is a setting of its own).
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g,
  /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g,
];

/** A text without the data in it (`data`, and what `dataPatterns` match): the product's words alone. */
export const wordsOf = (text: string, data: string[]) => {
  let words = data.reduce((rest, value) => rest.replaceAll(value, ' '), text);
  for (const pattern of dataPatterns) words = words.replace(pattern, ' ');
  return words.replace(/ \((?:aria-label|title|alt|placeholder)\)$/, '');
};

/** The visible texts (and, with `withNames`, the accessible names) of the header, main and footer. */
export const textsShownOn = (page: Page, { withNames = false } = {}) =>
  page.evaluate((names) => {
    const found: string[] = [];
    for (const part of Array.from(document.querySelectorAll('header, main, footer'))) {
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (text && node.parentElement?.checkVisibility()) found.push(text);
      }
      if (!names) continue;
      for (const element of Array.from(part.querySelectorAll('[aria-label], [title], [alt], [placeholder]')))
        for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
          if (element.getAttribute(name)) found.push(`${element.getAttribute(name)} (${name})`);
    }
    return found;
  }, withNames);

/**
 * The English words in the texts (and, with `withNames`, the accessible names) of the header, main and
 * footer, apart from the demo data and `data` (what the page shows from elsewhere).
 */
export const untranslatedIn = async (page: Page, { withNames = false, data = [] as string[] } = {}) => {
  const texts = await textsShownOn(page, { withNames });
  const allData = [...(await demoDataOn(page)), ...data];
  const leaks = texts.filter((text) => englishWordsIn(wordsOf(text, allData)).length > 0);
  return { texts, leaks };
};
