import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type FormEchoView,
  type InterfaceLanguage,
  isAppPage,
  isPublicPage,
  type RenderedPage,
} from '@visabridge/contract';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { takeFormEchoCookie } from '../lib/form-echo-cookie';
import { webDistDir } from '../lib/package-root';
import {
  alternateLinksOf,
  htmlAttributesOf,
  pageLanguageOf,
  rememberLanguage,
  type PageLanguageChoice,
} from '../lib/page-language';
import { messageForStatus } from '../lib/status-messages';
import { formEchoIn } from '../plugins/form-posts';
import { hasOverlongSegment } from '../plugins/framework-errors';
import { pageOf, type PageRenderer } from './page-renderer';

/** Hashed build files change name when they change: cached a year. Anything else is checked each time. */
const cacheControlOf = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

export type WebPluginOptions = {
  /** The built web app; tests pass a folder of their own. */
  root?: string;
  /** Marks the page (`<html data-demo-mode>`), so its demo notices show with the first paint. */
  demoMode: boolean;
  /** Draws the public pages on the server; without it every page draws in the browser. */
  renderPage?: PageRenderer;
  /** The language of the account signed in on the browser, if any: its pages are written in it. */
  accountLanguage?: (request: FastifyRequest) => Promise<InterfaceLanguage | null>;
  /** Whether the cookies it sets are `Secure`; the address of the pages' other languages. */
  config: Pick<Config, 'publicUrl' | 'interfaceLanguages'>;
};

/** How a page goes out: its status, and the echo of a form posted to it before the app ran. */
export type PageAnswer = { statusCode: number; formEcho?: FormEchoView | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the web app's page for the request's address, drawn on the server where it can be. */
    sendPage: (request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) => Promise<FastifyReply>;
  }
}

/**
 * The app's page as this installation sends it: index.html, marked when it runs as a demo. Read per
 * request (from the page cache), so a rebuild of the web app is served without a restart.
 */
const pageHtml = async (root: string, demoMode: boolean, { language }: PageLanguageChoice) => {
  const html = (await readFile(path.join(root, 'index.html'), 'utf8')).replace(
    /<html lang="en"/,
    `<html ${htmlAttributesOf(language)}`,
  );
  return demoMode ? html.replace(/<html(\s|>)/, '<html data-demo-mode$1') : html;
};

const titleElement = /<title>[\s\S]*?<\/title>/;

/** Where the web build lists each public page's scripts beside the entry's (apps/web/build/page-budgets.ts). */
const pageScriptsFile = path.join('.vite', 'page-scripts.json');

/** Where it lists each public page's catalogs (its words), per language. */
const pageCatalogsFile = path.join('.vite', 'page-catalogs.json');

/** A script the build wrote, by its address: nothing else may go into the page's head. */
const builtScript = /^\/assets\/[\w.-]+\.js$/;

/** A list the build wrote: null when there is none; a warning (and null) when it cannot be read as one. */
const readBuildList = async (root: string, file: string, log: FastifyBaseLogger) => {
  const listed = await readFile(path.join(root, file), 'utf8').catch(() => null);
  if (listed === null) return null;
  try {
    return JSON.parse(listed) as Record<string, unknown> | null;
  } catch (error) {
    log.warn({ err: error, file }, "a list of the pages' scripts is not JSON; pages go out without it");
    return null;
  }
};

const scriptsIn = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((script): script is string => typeof script === 'string' && builtScript.test(script))
    : [];

/**
 * The page's own scripts and its words in its language, named in its head for the app to start downloading
 * them as soon as it runs (apps/web/src/app/page-scripts.ts). Nothing for a page the build did not list, or
 * a build without the lists (the page then loads them as it runs).
 */
const pageScriptsMeta = async (
  root: string,
  { path: pathname, language }: PageLanguageChoice,
  log: FastifyBaseLogger,
) => {
  const page = pageOf(pathname);
  const [scripts, catalogs] = await Promise.all([
    readBuildList(root, pageScriptsFile, log),
    readBuildList(root, pageCatalogsFile, log),
  ]);
  const catalogsOfPage = catalogs?.[page];
  const named = [
    ...scriptsIn(scripts?.[page]),
    ...scriptsIn(
      catalogsOfPage && typeof catalogsOfPage === 'object'
        ? (catalogsOfPage as Record<string, unknown>)[language]
        : undefined,
    ),
  ];
  return named.length ? `<meta name="page-scripts" content="${named.join(' ')}">` : '';
};

/** The page with a server drawing in it: its title, its styles and data in the head, the drawing in `#root`. */
const withDrawing = (html: string, { title, head, body }: RenderedPage) =>
  html
    .replace(titleElement, (element) => (title === null ? element : `<title>${title}</title>`))
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);

/**
 * Serves the built single-page app: the web app's pages get index.html so its router draws them; any
 * other address gets index.html too (the app's "Page not found") but with a 404 status, for browsers,
 * crawlers and link checkers alike.
 * Files go out as the build compressed them (`.br`, `.gz` beside each) when the browser accepts that.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    { root = webDistDir, demoMode, renderPage, accountLanguage, config }: WebPluginOptions,
  ) => {
    const hasWebBuild = existsSync(path.join(root, 'index.html'));
    if (hasWebBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Off, or its own `public, max-age=0` would replace the header set below.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader('cache-control', cacheControlOf(filePath));
          // The same address answers brotli, gzip or plain by the request's Accept-Encoding.
          response.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const noEndpoint = (request: FastifyRequest, reply: FastifyReply) => {
      const status = hasOverlongSegment(request.url.split('?')[0] ?? '') ? 414 : 404;
      // The same words for any address: what was asked for is not repeated.
      return reply.code(status).send({ success: false, message: messageForStatus(status) });
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) => {
      const choice = pageLanguageOf(request, {
        demoMode,
        offered: config.interfaceLanguages,
        accountLanguage: (await accountLanguage?.(request)) ?? null,
      });
      const pathname = choice.path;
      if (!hasWebBuild) {
        // No web app to show the form in (an API-only build): the answer as the API would give it.
        const message = answer.formEcho?.message ?? answer.formEcho?.notice ?? null;
        return reply.code(answer.statusCode).send({ success: answer.statusCode < 400, message });
      }
      const search = request.url.slice(request.url.split('?')[0]?.length ?? 0);
      const [html, drawing, scriptsMeta] = await Promise.all([
        pageHtml(root, demoMode, choice),
        renderPage?.(`${pathname}${search}`, {
          formEcho: answer.formEcho && formEchoIn(choice.language, answer.formEcho),
          ...choice,
        }),
        pageScriptsMeta(root, choice, request.log),
      ]);
      const alternates =
        isPublicPage(pathname) && config.interfaceLanguages.length > 1
          ? alternateLinksOf(config.publicUrl, pageOf(pathname), config.interfaceLanguages)
          : '';
      const page = (drawing ? withDrawing(html, drawing) : html).replace(
        '</head>',
        () => `${alternates}${scriptsMeta}</head>`,
      );
      rememberLanguage(reply, config, choice);
      return (
        reply
          .code(answer.statusCode)
          .type('text/html; charset=utf-8')
          // Without a language code, the page speaks the visitor's language: their choice, or their browser's.
          .header('vary', 'accept-language, cookie')
          // A page drawn with a visitor's input is theirs alone.
          .header('cache-control', answer.formEcho ? 'no-store' : 'no-cache')
          .send(page)
      );
    };
    app.decorate('sendPage', sendPage);

    if (hasWebBuild) {
      // Every GET no other route answers: a route (not the not-found handler) so the compression plugin
      // hooks it. A build file that is gone (an old hashed name after a redeploy) is a 404, not the page:
      // the app's failed import then says a new version is out instead of reading HTML as script.
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const { path: pathname } = pageLanguageOf(request, { demoMode, offered: config.interfaceLanguages });
        if (pathname.startsWith('/api') || pathname.startsWith('/assets/')) return noEndpoint(request, reply);
        // A form posted before the app ran and redirected here (a sign-up done: the login page says so).
        const echo = takeFormEchoCookie(request, reply, config);
        const formEcho = echo && pageOf(pathname) === `/${echo.form}` ? echo : undefined;
        return sendPage(request, reply, { statusCode: isAppPage(pathname) ? 200 : 404, formEcho });
      });
    }
    app.setNotFoundHandler(noEndpoint);
  },
);
