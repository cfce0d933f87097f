import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { messageForStatus } from '../lib/status-messages';

/**
 * The longest path parameter the router matches (Fastify's default is 100): a longer one answers 414. Long
 * enough that a route's own schema names what is wrong with a long slug or id.
 */
export const MAX_PARAM_LENGTH = 500;

/**
 * Whether a path has a segment the router would refuse as a parameter: behind the web app's catch-all
 * route the router matches that instead of answering 414, so the catch-all asks this.
 */
export const hasOverlongSegment = (pathname: string) =>
  pathname.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);

/** The error envelope for a status, in words of our own: what was sent is never repeated. */
const envelopeOf = (status: number) => JSON.stringify({ success: false, message: messageForStatus(status) });

/** The router's own refusals: a path parameter too long (414), or a path that is not valid percent-encoding. */
const statusOfRouterError = (code: string) => (code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);

/** What Node's HTTP parser refused before any route saw the request. */
const statusOfParserError = (code: string | undefined) => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
};

/**
 * Fastify's options for the errors answered before a route runs, so they too are the envelope with a truthful
 * status: the router's (a bad or too long URL), and the HTTP parser's (headers too large, a malformed request).
 */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: (error, _request, reply) => {
    const status = statusOfRouterError(error.code);
    void (reply as FastifyReply)
      .code(status)
      .type('application/json; charset=utf-8')
      .send(envelopeOf(status));
  },
  clientErrorHandler: (error, socket) => {
    // A reset connection has nobody left to answer.
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const status = statusOfParserError((error as NodeJS.ErrnoException).code);
      const body = envelopeOf(status);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies FastifyServerOptions;
