import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appPagePaths, contentSlugs, publicPagePaths } from '@visabridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://visas.example.org';
// The public pages are the contract's list (the server draws exactly these); the landing page, the visa
// check, the sign-in pages and every content page among them.
const publicPages = publicPagePaths;
const privatePages = [
  '/api/auth/profile',
  '/dashboard',
  '/user-dashboard',
  '/admin-dashboard',
  '/admin/users',
  '/agent-dashboard',
  '/corporate-dashboard',
  '/enterprise/team',
  '/applications',
  '/applications/3f9a',
  '/application',
  '/profile',
  '/payment',
  '/reset-password',
];

let root: string;
let test: TestApp;
beforeAll(async () => {
  // With a web build the app's fallback would answer these paths with index.html: the routes must win.
  root = mkdtempSync(path.join(tmpdir(), 'visabridge-site-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>VisaBridge</title>');
  test = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` }, { webRoot: root });
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => test.app.inject({ method: 'GET', url });

/** robots.txt as a crawler reads it: the longest matching rule wins, Allow on a tie. */
const robotsAllow = (robots: string, page: string) => {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ isAllow: kind === 'Allow', prefix: prefix ?? '' }))
    .filter(({ prefix }) => page.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.isAllow) - Number(a.isAllow));
  return rules[0]?.isAllow ?? true;
};

const sitemapLocations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? '');

describe('robots.txt', () => {
  it('lets crawlers into the public pages, keeps them out of the private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap\\.xml$`, 'm'));
    for (const page of publicPages) expect(robotsAllow(response.body, page), page).toBe(true);
    for (const page of privatePages) expect(robotsAllow(response.body, page), page).toBe(false);
  });

  it('answers HEAD and a query string alike, and refuses other methods', async () => {
    const head = await test.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(head.body).toBe('');
    const withQuery = await get('/robots.txt?utm_source=crawler');
    expect(withQuery.body).toBe((await get('/robots.txt')).body);
    expect((await test.app.inject({ method: 'POST', url: '/robots.txt' })).statusCode).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page by its absolute address, as XML cached a day', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(response.body.trimEnd()).toMatch(/<\/urlset>$/);
    expect(sitemapLocations(response.body)).toEqual(publicPages.map((page) => `${PUBLIC_URL}${page}`));
    expect(publicPages).toEqual(
      expect.arrayContaining([
        '/',
        '/visa-check',
        '/login',
        '/register',
        ...contentSlugs.map((slug) => `/${slug}`),
      ]),
    );
  });

  it('lists nothing that robots.txt keeps crawlers out of', async () => {
    const robots = (await get('/robots.txt')).body;
    const pages = sitemapLocations((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(robotsAllow(robots, page), page).toBe(true);
  });

  it('leaves no page of the app unsorted: each is listed or kept from crawlers (chat and password help aside)', async () => {
    const robots = (await get('/robots.txt')).body;
    const listed = sitemapLocations((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);
    const crawlableUnlisted = ['/chat', '/forgot-password'];
    for (const page of appPagePaths.map((pattern) => `/${pattern.replace(/:\w+/g, 'x')}`)) {
      const isSorted =
        listed.includes(page) || !robotsAllow(robots, page) || crawlableUnlisted.includes(page);
      expect(isSorted, page).toBe(true);
    }
  });

  it('answers HEAD without a body', async () => {
    const head = await test.app.inject({ method: 'HEAD', url: '/sitemap.xml?x=1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
  });
});

describe('the web fallback beside them', () => {
  it('still answers an app path with the page', async () => {
    const response = await get('/visa-check');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
