import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../domain/email/outbox';
import { createTestApp, type TestApp } from '../test/test-app';

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

/** A stand-in OpenTelemetry collector: keeps every OTLP/HTTP JSON export it is sent. */
const exports: OtlpExport[] = [];
let collector: Server;
let collectorUrl: string;
const mailDir = mkdtempSync(path.join(tmpdir(), 'tracing-mail-'));
let test: TestApp;
beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(body) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const address = collector.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  collectorUrl = `http://127.0.0.1:${address.port}`;
}, 30_000);
afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
  rmSync(mailDir, { recursive: true, force: true });
});

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a span per request continuing its traceparent, its queries as children, and job runs', async () => {
    test = await createTestApp(
      { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, INSTANCE_NAME: 'api-3', MAIL_DIR: mailDir },
      { runJobs: true },
    );
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const ready = await test.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(ready.statusCode).toBe(200);
    await queueEmail(test.db, { to: 'ops@example.com', subject: 'Traced', body: 'An email to send' });
    // The runner looks for due jobs at least every 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await test.close();

    const spans = exports.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
    const server = spans.find((span) => span.name === 'GET /api/health/ready');
    expect(server).toMatchObject({ traceId, parentSpanId: parentId, kind: 2 });
    if (test.database.kind === 'postgres') {
      const queries = spans.filter((span) => span.parentSpanId === server?.spanId);
      expect(queries.map((span) => span.name)).toContain('db select');
      expect(queries.every((span) => span.traceId === traceId)).toBe(true);
    }
    expect(spans.map((span) => span.name)).toContain('job send-email');
    const attributes = Object.fromEntries(
      (exports[0]?.resourceSpans[0]?.resource.attributes ?? []).map((item) => [
        item.key,
        item.value.stringValue,
      ]),
    );
    expect(attributes).toMatchObject({ 'service.name': 'visabridge', 'service.instance.id': 'api-3' });
  }, 60_000);
});
