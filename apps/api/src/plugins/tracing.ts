import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endRequestSpan, startRequestSpan, startTracing, withContext } from '../lib/tracing';

type Options = { url: string; serviceName: string; instance: string; version: string };

/**
 * OpenTelemetry traces of every request (a server span named by its route, continuing a `traceparent` sent
 * with it) and, as their children, its database statements; the job runner adds one span per job run. Spans
 * go by OTLP/HTTP to `url`, flushed when the app closes.
 */
export const tracingPlugin = fp(async (app: FastifyInstance, options: Options) => {
  const stop = startTracing(options);
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const started = startRequestSpan(request.method, request.headers);
    spans.set(request, started.span);
    // What the request goes on to do (its handler, its queries) runs inside its span.
    withContext(started.context, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) endRequestSpan(span, request.routeOptions.url, request.method, reply.statusCode);
    done();
  });
  app.addHook('onClose', stop);
});
