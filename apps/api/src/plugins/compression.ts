import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses the responses made per request (API JSON, exports, the docs) with brotli or gzip; the web
 * app's files are compressed once at build and sent as they are. Registered before the routes, which it
 * hooks one by one. Server-sent events write to the socket themselves, past this, so they stay live.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default (11) is for build time; 4 compresses about as well as gzip at a fraction of the cost.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are read as sent: no compressed uploads to inflate past the body limit.
    globalDecompression: false,
  });
});
