import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/** What a client's own `X-Request-Id` may look like to be logged (as `clientRequestId`, never as the id). */
const clientRequestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

const clientRequestIdOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && clientRequestIdPattern.test(header) ? header : undefined;

/**
 * Fastify's `trustProxy` for the setting. A hop count trusts the right-most `count` addresses of the chain
 * (the socket's peer first), as proxy-addr always has; this Fastify treats a bare number as "trust none",
 * so the count goes in as the equivalent function.
 */
const trustProxyOption = (setting: TrustProxy): FastifyServerOptions['trustProxy'] =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/**
 * How each request is identified. The id is the server's own unless `trustRequestId` says the proxy in front
 * sets `X-Request-Id` (and strips any a client sent): then a well-formed one is the id, so the proxy's and the
 * server's lines of one request match. Otherwise a client cannot choose the id its lines are logged under, nor
 * forge log fields through it; a well-formed client id is kept beside it as `clientRequestId`, to match a
 * client's report. The client address honours `TRUST_PROXY` only.
 */
export const requestContextOptions = (trustProxy: TrustProxy, trustRequestId = false) =>
  ({
    genReqId: (rawRequest) =>
      (trustRequestId ? clientRequestIdOf(rawRequest.headers['x-request-id']) : undefined) ?? randomUUID(),
    requestIdHeader: false,
    childLoggerFactory: (logger, bindings, options, rawRequest) => {
      const clientRequestId = trustRequestId
        ? undefined
        : clientRequestIdOf(rawRequest.headers['x-request-id']);
      return logger.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, options);
    },
    trustProxy: trustProxyOption(trustProxy),
  }) satisfies FastifyServerOptions;
