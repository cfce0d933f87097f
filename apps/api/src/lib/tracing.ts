import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

/**
 * The one tracer the app's spans come from. OpenTelemetry's API does nothing until a provider is registered
 * (`startTracing`), so without `OTEL_EXPORTER_OTLP_ENDPOINT` every span below costs next to nothing.
 */
const tracer = () => trace.getTracer('visabridge');

let isOn = false;
/** Whether spans are being recorded: code that must wrap work to trace it looks first. */
export const isTracing = () => isOn;

/**
 * Sends this process's spans to an OTLP/HTTP collector (Jaeger, Tempo, the OpenTelemetry Collector...), in
 * batches, with W3C `traceparent` taken from requests so a proxy's or a browser's trace continues here.
 * Answers what flushes and stops it.
 */
export const startTracing = ({
  url,
  serviceName,
  instance,
  version,
}: {
  url: string;
  serviceName: string;
  instance: string;
  version: string;
}) => {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': serviceName,
      'service.instance.id': instance,
      'service.version': version,
    }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  trace.setGlobalTracerProvider(provider);
  isOn = true;
  return async () => {
    isOn = false;
    await provider.shutdown();
    // Unregistered, so a later start in the same process (a test) registers its own.
    trace.disable();
    propagation.disable();
    context.disable();
  };
};

/** Ends a span with the error it failed with, or as done. */
const endSpan = (span: Span, error?: unknown) => {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : undefined,
    });
  }
  span.end();
};

/** Runs `work` inside a span of its own, a child of the current one; the span ends when the work settles. */
export const inSpan = async <T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> =>
  tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      const result = await work();
      endSpan(span);
      return result;
    } catch (error) {
      endSpan(span, error);
      throw error;
    }
  });

/** A database statement's span: its first words only (`select`, `insert into jobs`), never its values. */
export const inQuerySpan = <T>(text: string, work: () => Promise<T>) => {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  return inSpan(
    `db ${operation}`,
    { 'db.system': 'postgresql', 'db.operation.name': operation },
    work,
    SpanKind.CLIENT,
  );
};

/** An HTTP request's server span, continuing the trace its `traceparent` header names; end it with `endRequestSpan`. */
export const startRequestSpan = (method: string, headers: Record<string, string | string[] | undefined>) => {
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    parent,
  );
  return { span, context: trace.setSpan(parent, span) as Context };
};

export const endRequestSpan = (span: Span, route: string | undefined, method: string, status: number) => {
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
};

/** Runs `callback` with the request's span as the current one, so what it starts (queries) are its children. */
export const withContext = (active: Context, callback: () => void) => context.with(active, callback);
