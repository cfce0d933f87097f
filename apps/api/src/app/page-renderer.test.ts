import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentSlugs,
  type PageAnswers,
  publicPagePaths,
  type RenderedPage,
  type WebServerEntry,
} from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentPages, users, visaChecks } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>VisaBridge</title></head><body><div id="root"></div></body></html>';

type Call = { url: string; demoMode: boolean; answers: PageAnswers | undefined };

/** The web app's server build as the API sees it: draws `<h1>` with the address, fails on `/faq`. */
const calls: Call[] = [];
const entry: WebServerEntry = {
  renderPage: async (url, { demoMode, seededQueries }): Promise<RenderedPage> => {
    calls.push({ url, demoMode, answers: seededQueries[0]?.data as PageAnswers | undefined });
    const { pathname } = new URL(url);
    if (pathname === '/faq') throw new Error('the FAQ failed to draw');
    // `$&` and `$1` would be replacement patterns if the page were put together with string patterns.
    return {
      title: `Drawn ${pathname} $&`,
      head: '<style>h1{color:red}</style>',
      body: `<h1>${pathname} costs $1</h1>`,
    };
  },
  seededAnswers: (answers) => [{ queryKey: ['answers'], data: answers }],
};

let root: string;
let test: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visabridge-drawn-'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en' }, { webRoot: root, webServer: entry });
  // A demo account, which the login page lists in demo mode.
  const agent = await createUser(test.db, { role: 'agent' });
  await test.db.update(users).set({ isDemo: true }).where(eq(users.id, agent.id));
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  calls.length = 0;
});

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('public pages drawn on the server', () => {
  it('arrive with the drawing in #root, its title and styles in the head, drawn once per address', async () => {
    const page = await get('/login');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(
      '<!doctype html><html data-demo-mode lang="en" dir="ltr"><head><title>Drawn /login $&</title>' +
        '<style>h1{color:red}</style></head><body><div id="root"><h1>/login costs $1</h1></div></body></html>',
    );
    // The footer's facts come with every page, as GET /api/platform/site answers them; in demo mode, the
    // login page's demo accounts as GET /api/auth/demo-accounts does.
    const siteInfo = (await get('/api/platform/site')).json().data;
    const demoAccounts = (await get('/api/auth/demo-accounts')).json().data;
    expect(demoAccounts).toHaveLength(1);
    expect(calls).toEqual([
      { url: 'http://localhost/login', demoMode: true, answers: { siteInfo, demoAccounts } },
    ]);

    expect((await get('/login')).body).toContain('<h1>/login costs $1</h1>');
    expect(calls).toHaveLength(1);
    // An address with a query (a prefilled form) draws in the browser: no drawing per made-up query.
    for (const url of ['/visa-check?from=US', '/login?x=1', '/?utm_source=mail']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    expect(calls).toHaveLength(1);
  });

  it('are every public page, and no other: signed-in areas and unknown addresses draw in the browser', async () => {
    for (const url of publicPagePaths.filter((page) => page !== '/faq')) {
      expect((await get(url)).body, url).toContain(`<h1>${url} costs $1</h1>`);
    }
    for (const url of [
      '/dashboard',
      '/applications/12',
      '/admin-dashboard',
      '/no-such-page',
      '/reset-password',
    ]) {
      const page = await get(url);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    // /login was drawn by the test above and is kept.
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(
      publicPagePaths.filter((page) => !['/faq', '/login'].includes(page)),
    );
    expect((await get('/no-such-page')).statusCode).toBe(404);
    // The platform's figures come with the pages that show them, as GET /api/platform/stats answers them.
    const platformStats = (await get('/api/platform/stats')).json().data;
    expect(
      calls.filter((call) => call.answers?.platformStats).map((call) => new URL(call.url).pathname),
    ).toEqual(['/', '/register']);
    expect(calls[0]?.answers?.platformStats).toEqual(platformStats);
    expect(calls.filter((call) => call.answers?.demoAccounts)).toEqual([]);
    // The checker's quick picks, countries and data status come with the checker only, as its API answers them.
    for (const answer of ['popularDestinations', 'dataStatus'] as const) {
      expect(
        calls.filter((call) => call.answers?.[answer]).map((call) => new URL(call.url).pathname),
        answer,
      ).toEqual(['/visa-check']);
    }
    // The trip checker picks countries too.
    expect(
      calls.filter((call) => call.answers?.activeCountries).map((call) => new URL(call.url).pathname),
    ).toEqual(['/visa-check', '/trip-check']);
    const checker = calls.find((call) => call.url === 'http://localhost/visa-check')?.answers;
    const activeCountries = (await get('/api/countries?active=true')).json().data;
    expect(activeCountries.length).toBeGreaterThan(0);
    expect(checker?.activeCountries).toEqual(activeCountries);
    expect(checker?.dataStatus).toEqual((await get('/api/visa/data-status')).json().data);
  });

  it('draw a content page with its published text, and again once an administrator changes it', async () => {
    const [slug] = contentSlugs;
    const publish = (body: string) =>
      test.db.update(contentPages).set({ body, updatedAt: new Date() }).where(eq(contentPages.slug, slug));
    await publish('First terms');
    await get(`/${slug}`);
    const [published] = await test.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    expect(calls.at(-1)?.answers?.contentPage).toEqual({
      slug,
      language: 'en',
      isFallback: false,
      title: published?.title,
      body: 'First terms',
      document: [
        { type: 'element', tag: 'p', attributes: {}, children: [{ type: 'text', value: 'First terms' }] },
      ],
      version: published?.version,
      updatedAt: published?.updatedAt.toISOString(),
    });
    await get(`/${slug}`);
    expect(calls).toHaveLength(1);

    await publish('New terms');
    await get(`/${slug}`);
    expect(calls).toHaveLength(2);
    expect(calls.at(-1)?.answers?.contentPage).toMatchObject({
      body: 'New terms',
      document: [{ type: 'element', tag: 'p', children: [{ type: 'text', value: 'New terms' }] }],
    });
  });

  it('draw the visa checker with its quick picks, the destinations checked most, so they do not push the form down', async () => {
    // Drawn by the test above, before any check: new checks make a new drawing.
    await test.db.insert(visaChecks).values([
      { fromCountry: 'US', toCountry: 'FR', purpose: 'tourist', category: 'visa_free', checks: 2 },
      { fromCountry: 'DE', toCountry: 'JP', purpose: 'tourist', category: 'visa_free', checks: 5 },
    ]);
    await get('/visa-check');
    const popular = (await get('/api/countries/popular?limit=6')).json().data;
    expect(popular.map((country: { code: string }) => country.code)).toEqual(['JP', 'FR']);
    expect(calls.at(-1)?.answers?.popularDestinations).toEqual(popular);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/visa-check']);
  });

  it('draw an address with a trailing slash as its page, and never one that names another host', async () => {
    // /register was drawn by the test above and is kept: its trailing-slash form is the same drawing.
    expect((await get('/register/')).body).toContain('<h1>/register costs $1</h1>');
    for (const url of ['//attacker.example/contact', '//attacker.example/help/']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    expect(calls).toEqual([]);
  });

  it('go out undrawn, for the browser to draw, when drawing fails', async () => {
    const page = await get('/faq');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>VisaBridge</title>');
    expect(page.body).toContain('<div id="root"></div>');
    // Not kept: the next request tries again.
    await get('/faq');
    expect(calls).toHaveLength(2);
  });
});

describe('the login page outside demo mode', () => {
  it('is drawn without demo accounts, which do not exist there', async () => {
    const plain = await createTestApp({ DEMO_MODE: 'false' }, { webRoot: root, webServer: entry });
    try {
      const page = await plain.app.inject({ method: 'GET', url: '/login' });
      expect(page.body).toContain('<html lang="en" dir="ltr">');
      expect(calls.map((call) => [call.url, call.demoMode, Object.keys(call.answers ?? {})])).toEqual([
        ['http://localhost/login', false, ['siteInfo']],
      ]);
    } finally {
      await plain.close();
    }
  });
});

describe('a content page in a language of the site', () => {
  it('is drawn with its own text in that language, or with the English one marked as standing in', async () => {
    const multilingual = await createTestApp(
      { INTERFACE_LANGUAGES: 'en,es,fr' },
      { webRoot: root, webServer: entry },
    );
    try {
      await multilingual.db.insert(contentPages).values({
        slug: 'terms',
        language: 'es',
        title: 'Condiciones del servicio',
        body: 'Las condiciones en español.',
      });
      await multilingual.app.inject({ method: 'GET', url: '/es/terms' });
      await multilingual.app.inject({ method: 'GET', url: '/fr/terms' });
      expect(calls.map((call) => [call.url, call.answers?.contentPage?.language])).toEqual([
        ['http://localhost/terms', 'es'],
        ['http://localhost/terms', 'en'],
      ]);
      expect(calls[0]?.answers?.contentPage).toMatchObject({
        title: 'Condiciones del servicio',
        isFallback: false,
      });
      expect(calls[1]?.answers?.contentPage).toMatchObject({ title: 'Terms of Service', isFallback: true });
    } finally {
      await multilingual.close();
    }
  });
});

describe('the FAQ in a language of the site', () => {
  it('is drawn with /faq and /help in the page language, or in English marked as standing in', async () => {
    const multilingual = await createTestApp(
      { INTERFACE_LANGUAGES: 'en,es,fr' },
      { webRoot: root, webServer: entry },
    );
    try {
      await multilingual.db
        .delete(contentPages)
        .where(and(eq(contentPages.slug, 'faq'), eq(contentPages.language, 'fr')));
      for (const url of ['/es/help', '/fr/help', '/es/contact'])
        await multilingual.app.inject({ method: 'GET', url });
      const spanish = await multilingual.app.inject({ method: 'GET', url: '/api/content/faq?language=es' });
      expect(
        calls.map((call) => [call.url, call.answers?.faq?.language, call.answers?.faq?.isFallback]),
      ).toEqual([
        ['http://localhost/help', 'es', false],
        ['http://localhost/help', 'en', true],
        ['http://localhost/contact', undefined, undefined],
      ]);
      expect(calls[0]?.answers?.faq).toEqual(spanish.json().data);
      // /faq is drawn with it too (this test's drawing of /faq fails, and the page goes out undrawn).
      calls.length = 0;
      await multilingual.app.inject({ method: 'GET', url: '/es/faq' });
      expect(calls[0]?.answers?.faq?.topics[0]?.entries[0]?.id).toBe('need-a-visa');
    } finally {
      await multilingual.close();
    }
  });
});
