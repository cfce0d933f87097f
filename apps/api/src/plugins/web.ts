import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPage } from '@visabridge/contract';
import fp from 'fastify-plugin';
import { webDistDir } from '../lib/package-root';

/** Hashed build files change name when they change: cached a year. Anything else is checked each time. */
const cacheControlOf = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

export type WebPluginOptions = {
  /** The built web app; tests pass a folder of their own. */
  root?: string;
};

/**
 * Serves the built single-page app: the web app's pages get index.html so its router draws them; any
 * other address gets index.html too (the app's "Page not found") but with a 404 status, for browsers,
 * crawlers and link checkers alike.
 * Files go out as the build compressed them (`.br`, `.gz` beside each) when the browser accepts that.
 */
export const webPlugin = fp(async (app: FastifyInstance, { root = webDistDir }: WebPluginOptions) => {
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

  app.setNotFoundHandler((request, reply) => {
    // A build file that is gone (an old hashed name after a redeploy) is a 404, not the page: the app's
    // failed import then says a new version is out instead of reading HTML as script.
    const isPage =
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/') &&
      (request.method === 'GET' || request.method === 'HEAD');
    if (hasWebBuild && isPage) {
      const pathname = request.url.split('?')[0] ?? '/';
      return reply.code(isAppPage(pathname) ? 200 : 404).sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
  });
});
