import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { webDistDir } from '../lib/package-root';

/** Serves the built single-page app; unknown non-API paths get index.html so the app's router answers. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const hasWebBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = !request.url.startsWith('/api') && (request.method === 'GET' || request.method === 'HEAD');
    if (hasWebBuild && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(404)
      .send({ success: false, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
  });
});
