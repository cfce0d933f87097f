import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFreePort, streamTicket } from '../test/chat';
import { createSignedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const indexHtml = `<!doctype html><html lang="en"><head><title>VisaBridge</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const helpScripts = ['/assets/help-page-5b7e2d.js', '/assets/Accordion-9c1f4a.js'];

/** A web build as `vite build` leaves it: every file with its .br and .gz beside it. */
const writeBuild = (root: string) => {
  mkdirSync(path.join(root, 'assets'));
  for (const [name, text] of [
    ['index.html', indexHtml],
    ['assets/app-3f9a1c.js', script],
  ] as const) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'page-scripts.json'), JSON.stringify({ '/help': helpScripts }));
};

let root: string;
let test: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visabridge-web-'));
  writeBuild(root);
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en' }, { webRoot: root });
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  test.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the web build', () => {
  it('sends hashed files compressed at build, cached a year as immutable', async () => {
    const brotli = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    });
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-3f9a1c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
  });

  it('answers every page address with index.html, marked as a demo, compressed and never cached', async () => {
    const demoPage = indexHtml.replace('<html lang="en">', '<html data-demo-mode lang="en" dir="ltr">');
    for (const url of ['/', '/login', '/applications/123?tab=documents']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-encoding': 'br' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(demoPage);
    }
    const gzip = await get('/login', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(demoPage);
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it("names a page's own scripts in its head, for the app to download at its start; the list itself stays private", async () => {
    const meta = `<meta name="page-scripts" content="${helpScripts.join(' ')}">`;
    for (const url of ['/help', '/help/', '/help?q=visa']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`${meta}</head>`);
    }
    for (const url of ['/', '/login', '/no-such-page']) {
      expect((await get(url)).body, url).not.toContain('page-scripts');
    }
    expect((await get('/.vite/page-scripts.json')).statusCode).toBe(404);
  });

  it('answers an address the app has no page for with its page and a 404 status', async () => {
    for (const url of [
      '/no-such-page',
      '/applications/1/extra',
      '/robots.php',
      '/login/x?y=1',
      '/admin/users/2',
    ]) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>VisaBridge</title>');
    }
    for (const url of ['/about', '/enterprise/team', '/admin/users', '/login/', '/visa-check?from=US']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers a build file that is gone with a 404, not the page, so a stale import fails as one', async () => {
    const gone = await get('/assets/app-0ld0ld.js', 'br');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });

  it('compresses API answers above 1 kB with brotli or gzip, and leaves small ones alone', async () => {
    const countries = await get('/api/countries', 'br');
    expect(countries.headers['content-encoding']).toBe('br');
    expect(countries.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(countries.rawPayload).toString()).success).toBe(true);
    const gzip = await get('/api/countries', 'gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).success).toBe(true);
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().success).toBe(true);
  });

  it('keeps the chat stream uncompressed and live: its first event arrives while it stays open', async () => {
    const baseUrl = await listenOnFreePort(test);
    const { headers } = await createSignedInUser(test);
    const ticket = await streamTicket(test, headers);
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/chat/stream?ticket=${encodeURIComponent(ticket)}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    if (!response.body) throw new Error('the stream has no body');
    const reader = response.body.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5_000)),
    ]);
    expect(new TextDecoder().decode(first.value)).toContain('event: ready');
    controller.abort();
  });
});

describe('the web build of an installation that is no demo', () => {
  it('sends the page unmarked', async () => {
    const live = await createTestApp({ DEMO_MODE: 'false', INTERFACE_LANGUAGES: 'en' }, { webRoot: root });
    try {
      const page = await live.app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(indexHtml.replace('<html lang="en">', '<html lang="en" dir="ltr">'));
    } finally {
      await live.close();
    }
  });
});

describe("the web build's list of the pages' scripts", () => {
  const withList = async (list: string, check: (app: TestApp) => Promise<void>) => {
    const other = mkdtempSync(path.join(tmpdir(), 'visabridge-web-'));
    writeBuild(other);
    writeFileSync(path.join(other, '.vite', 'page-scripts.json'), list);
    const served = await createTestApp({}, { webRoot: other });
    try {
      await check(served);
    } finally {
      await served.close();
      rmSync(other, { recursive: true, force: true });
    }
  };

  it('serves every page without the scripts meta when the list is not JSON', async () => {
    await withList('{"/help": ["/assets/help-page-5b7e2d.js"', async (served) => {
      for (const url of ['/help', '/login', '/']) {
        const page = await served.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<title>VisaBridge</title>');
        expect(page.body, url).not.toContain('page-scripts');
      }
    });
  });

  it('names only built scripts: anything else in the list stays out of the head', async () => {
    const list = { '/help': ['/assets/help-page-5b7e2d.js', '"><script>alert(1)</script>', 7], '/faq': 'x' };
    await withList(JSON.stringify(list), async (served) => {
      const help = await served.app.inject({ method: 'GET', url: '/help' });
      expect(help.body).toContain('<meta name="page-scripts" content="/assets/help-page-5b7e2d.js"></head>');
      expect(help.body).not.toContain('alert(1)');
      const faq = await served.app.inject({ method: 'GET', url: '/faq' });
      expect(faq.statusCode).toBe(200);
      expect(faq.body).not.toContain('page-scripts');
    });
  });
});
