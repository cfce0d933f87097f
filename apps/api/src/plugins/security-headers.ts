import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { colorSchemeScript, tapKeeperScript } from '@visabridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Stripe.js and its Elements frames, as Stripe's CSP guide lists them; allowed only with live payments. */
const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

type Directives = Record<string, string[]>;

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The two inline scripts, allowed by their text's hash: one sets the page's colour scheme before first
 * paint, the other keeps the taps made before the app runs.
 */
const inlineScriptHashes = [hashOf(colorSchemeScript), hashOf(tapKeeperScript)];

/** The page policy: the app's own origin only; nothing may frame it, no plugin, no inline script but two. */
export const contentSecurityPolicy = (config: Config): Directives => {
  const live = config.stripe !== null;
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...(live ? stripe.script : [])],
    'script-src-attr': ["'none'"],
    // The one relaxation: MUI (emotion) injects <style> elements and style attributes at run time.
    // Inline styles cannot run script; inline and foreign scripts stay refused.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(live ? stripe.connect : [])],
    'frame-src': live ? stripe.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
};

/**
 * The headers helmet sets for these options, worked out once: helmet parses its policy each time it
 * runs, and the headers never change while the server runs.
 */
const helmetHeaders = (options: HelmetOptions) => {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
};

/** JSON (and document downloads) need no page policy: nothing in them may load, run or frame anything. */
const apiPolicy: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Where the API answers, apart from its docs (a page with the page policy). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every response (pages, assets, JSON, errors, 404s) through helmet: no framing, no
 * MIME sniffing, the origin only as referrer across sites, and HSTS when served over https. Pages get
 * the CSP above with helmet's other page headers; the API's answers the strictest CSP and only the
 * headers that concern a response that is not a page (fewer bytes on every call).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const common = {
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  };
  const pageHeaders = helmetHeaders({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
  });
  const apiHeaders = helmetHeaders({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: apiPolicy },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // A callback hook: it runs on every request, and a promise each costs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
});
