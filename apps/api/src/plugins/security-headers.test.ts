import { createHash } from 'node:crypto';
import { colorSchemeScript, tapKeeperScript } from '@visabridge/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { securityHeadersPlugin } from './security-headers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The page's two inline scripts (its colour scheme, the taps kept until the app runs), allowed by exactly their text. */
const inlineScriptSources = [colorSchemeScript, tapKeeperScript].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

const directivesOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

/** Only the headers plugin, for settings the shared test app does not have. */
const headersWith = async (environment: Record<string, string>) => {
  const app = Fastify();
  await app.register(securityHeadersPlugin, {
    config: loadConfig({ DATA_DIR: 'memory://', ...environment }),
  });
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
};

describe('security headers', () => {
  it('go out on JSON, errors, 404s and redirects alike', async () => {
    const responses = [
      await test.app.inject({ method: 'GET', url: '/api/health' }),
      await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
      await test.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await test.app.inject({ method: 'GET', url: '/api/auth/profile' }),
      await test.app.inject({ method: 'GET', url: '/api/docs/static/index.html' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 400, 404, 401, 302]);
    for (const { headers } of responses) {
      expect(headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // Served over http here: no HSTS, which would pin browsers to an https this server does not have.
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it("give the API's answers the strictest policy and leave out the headers only pages need", async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api/auth/profile']) {
      const { headers } = await test.app.inject({ method: 'GET', url });
      expect(directivesOf(headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  it('give pages, and the API docs page, the page policy', async () => {
    for (const headers of [
      await headersWith({}),
      (await test.app.inject({ method: 'GET', url: '/api/docs/static/index.html' })).headers,
    ]) {
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(directivesOf(headers['content-security-policy'])).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptSources],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      });
    }
  });

  it('add HSTS and upgrade requests when PUBLIC_URL is https', async () => {
    const headers = await headersWith({ PUBLIC_URL: 'https://visas.example.com' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });

  it('allow Stripe.js, its frames and its API only when live payments are configured', async () => {
    const live = directivesOf(
      (
        await headersWith({
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        })
      )['content-security-policy'],
    );
    expect(live['script-src']).toEqual([
      "'self'",
      ...inlineScriptSources,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(live['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(live['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(live['frame-ancestors']).toEqual(["'none'"]);
    const offline = (await headersWith({}))['content-security-policy'];
    expect(offline).not.toContain('stripe');
  });
});

describe('API docs', () => {
  it('end at the Swagger UI page within one redirect from static/index.html, with or without a query', async () => {
    for (const url of ['/api/docs/static/index.html', '/api/docs/static/index.html?v=2']) {
      const first = await test.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(302);
      expect(first.headers.location).toBe('/api/docs/');
      const page = await test.app.inject({ method: 'GET', url: String(first.headers.location) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Swagger UI</title>');
    }
  });
});
