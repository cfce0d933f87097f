import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderOptions, WebServerEntry } from '@visabridge/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>VisaBridge</title></head><body><div id="root"></div></body></html>';

/** The web app's server build as the API sees it: draws the address and the language it was asked for. */
const calls: { url: string; language: RenderOptions['language']; basename: string }[] = [];
const entry: WebServerEntry = {
  renderPage: async (url, { language, basename }) => {
    calls.push({ url, language, basename });
    return { title: null, head: '', body: `<h1>${new URL(url).pathname} in ${language}</h1>` };
  },
  seededAnswers: () => [],
};

const catalogs = {
  '/login': {
    es: ['/assets/shell-es1.js', '/assets/es-auth1.js'],
    ar: ['/assets/shell-ar1.js', '/assets/ar-a.js'],
  },
};

let root: string;
let test: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visabridge-languages-'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, '.vite', 'page-scripts.json'),
    JSON.stringify({ '/login': ['/assets/login-1.js'] }),
  );
  writeFileSync(path.join(root, '.vite', 'page-catalogs.json'), JSON.stringify(catalogs));
  test = await createTestApp(
    { INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' },
    { webRoot: root, webServer: entry },
  );
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  calls.length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('the language a page is written in', () => {
  it("is the one its address names, with the page's words named in its head and the choice kept", async () => {
    const page = await get('/es/login', { 'accept-language': 'de' });
    expect(page.statusCode).toBe(200);
    expect(htmlTag(page.body)).toBe('<html data-demo-mode lang="es" dir="ltr">');
    expect(page.body).toContain('<h1>/login in es</h1>');
    expect(calls).toEqual([{ url: 'http://localhost/login', language: 'es', basename: '/es' }]);
    expect(page.body).toContain(
      '<meta name="page-scripts" content="/assets/login-1.js /assets/shell-es1.js /assets/es-auth1.js">',
    );
    expect(page.headers['set-cookie']).toMatch(/^vb_lang=es; Max-Age=31536000; Path=\/; SameSite=Lax/);
    // The choice holds for the addresses without a code, whatever the browser accepts.
    const unprefixed = await get('/login', { cookie: 'vb_lang=es', 'accept-language': 'de' });
    expect(htmlTag(unprefixed.body)).toBe('<html data-demo-mode lang="es" dir="ltr">');
    expect(unprefixed.headers.vary).toContain('accept-language');
  });

  it('is the best match of Accept-Language without a code or a choice, English when none matches', async () => {
    for (const [accepted, lang] of [
      ['es-MX,es;q=0.9', 'lang="es" dir="ltr"'],
      ['zh-CN,zh;q=0.9', 'lang="zh-Hans" dir="ltr"'],
      ['ar-EG', 'lang="ar" dir="rtl"'],
      ['pt-BR,ja;q=0.5', 'lang="en" dir="ltr"'],
    ]) {
      const page = await get('/', { 'accept-language': accepted ?? '' });
      expect(htmlTag(page.body), accepted).toBe(`<html data-demo-mode ${lang}>`);
      expect(page.headers['set-cookie'], accepted).toBeUndefined();
    }
  });

  it("is the signed-in account's own, over the browser's and a cookie's", async () => {
    const me = await createSignedInUser(test);
    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: me.headers,
      payload: { interfaceLanguage: 'fr' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cookie = `vb_session=${me.token}; vb_lang=de`;
    const page = await get('/visa-check', { cookie, 'accept-language': 'es' });
    expect(htmlTag(page.body)).toBe('<html data-demo-mode lang="fr" dir="ltr">');
    // A signed-in page too (drawn in the browser): the document says its language from the start.
    const dashboard = await get('/dashboard', { cookie });
    expect(htmlTag(dashboard.body)).toBe('<html data-demo-mode lang="fr" dir="ltr">');
    // An ended session is a visitor's: the cookie's choice then.
    const ended = await get('/visa-check', { cookie: 'vb_session=not-a-session; vb_lang=de' });
    expect(htmlTag(ended.body)).toBe('<html data-demo-mode lang="de" dir="ltr">');
  });

  it('lists every language of a public page for search engines, and none on other pages', async () => {
    const page = await get('/visa-check');
    for (const [hreflang, href] of [
      ['en', '/en/visa-check'],
      ['es', '/es/visa-check'],
      ['zh-Hans', '/zh/visa-check'],
      ['ar', '/ar/visa-check'],
      ['x-default', '/visa-check'],
    ])
      expect(page.body).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="http://localhost:3000${href}">`,
      );
    expect((await get('/es/')).body).toContain('hreflang="fr" href="http://localhost:3000/fr"');
    expect((await get('/dashboard')).body).not.toContain('hreflang');
    expect((await get('/es/no-such-page')).statusCode).toBe(404);
  });

  it('takes the made-up test language only in demo mode, by its cookie', async () => {
    const page = await get('/', { cookie: 'vb_lang=pseudo' });
    expect(htmlTag(page.body)).toBe('<html data-demo-mode lang="en-XA" dir="ltr">');
    expect(calls).toEqual([{ url: 'http://localhost/', language: 'pseudo', basename: '' }]);
    const live = await createTestApp(
      { DEMO_MODE: 'false', INTERFACE_LANGUAGES: 'en,es' },
      { webRoot: root, webServer: entry },
    );
    try {
      const plain = await live.app.inject({ method: 'GET', url: '/', headers: { cookie: 'vb_lang=pseudo' } });
      expect(htmlTag(plain.body)).toBe('<html lang="en" dir="ltr">');
    } finally {
      await live.close();
    }
  });
});

describe('a site offered in fewer languages', () => {
  it('speaks only those: another code is no address, and browsers get the best offered match', async () => {
    const english = await createTestApp({ INTERFACE_LANGUAGES: 'en' }, { webRoot: root, webServer: entry });
    try {
      const inject = (url: string, headers: Record<string, string> = {}) =>
        english.app.inject({ method: 'GET', url, headers });
      expect((await inject('/es/login')).statusCode).toBe(404);
      const page = await inject('/login', { 'accept-language': 'es', cookie: 'vb_lang=es' });
      expect(htmlTag(page.body)).toBe('<html data-demo-mode lang="en" dir="ltr">');
      expect(page.body).not.toContain('hreflang');
      expect((await inject('/api/platform/site')).json().data.languages).toEqual(['en']);
    } finally {
      await english.close();
    }
    expect((await get('/api/platform/site')).json().data.languages).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'zh',
      'ar',
    ]);
  });
});
