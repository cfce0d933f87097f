import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { queueEmail } from '../../domain/email/outbox';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const token = 'metrics-token-for-the-scraper-0123456789';
const mailDir = mkdtempSync(path.join(tmpdir(), 'metrics-mail-'));
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(
    { METRICS_TOKEN: token, MAIL_DIR: mailDir, INSTANCE_NAME: 'api-7' },
    { runJobs: true },
  );
}, 120_000);
afterAll(async () => {
  await test.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const scrape = async () => {
  const response = await test.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of one sample, by its name and labels as Prometheus prints them. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers only the scraper holding METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('visabridge_');
    }
    // A traveller's session is no key to the metrics either.
    const traveller = await createSignedInUser(test);
    const signedIn = await test.app.inject({ method: 'GET', url: '/metrics', headers: traveller.headers });
    expect(signedIn.statusCode).toBe(401);
  });

  it('counts requests by route pattern, with their latency and server errors', async () => {
    const before = sample(
      await scrape(),
      'visabridge_http_requests_total{method="GET",route="/api/health/live",status="200"}',
    );
    for (let i = 0; i < 3; i += 1) await test.app.inject({ method: 'GET', url: '/api/health/live' });
    const traveller = await createSignedInUser(test);
    const missing = await test.app.inject({
      method: 'GET',
      url: `/api/applications/${crypto.randomUUID()}`,
      headers: traveller.headers,
    });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'visabridge_http_requests_total{method="GET",route="/api/health/live",status="200"}'),
    ).toBe((before ?? 0) + 3);
    expect(
      sample(text, 'visabridge_http_requests_total{method="GET",route="/api/applications/:id",status="404"}'),
    ).toBe(1);
    expect(text).not.toMatch(/route="\/api\/applications\/[0-9a-f]{8}-/);
    expect(
      sample(text, 'visabridge_http_request_duration_seconds_count{method="GET",route="/api/health/live"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toContain('# TYPE visabridge_http_server_errors_total counter');
  });

  it('shows the jobs, the email outbox, the event bus, the pool and the instance', async () => {
    await queueEmail(test.db, { to: 'ops@example.com', subject: 'Metrics', body: 'An email to send' });
    // The runner sends it at its next look (at most 5 s); its run is counted.
    await expect
      .poll(
        async () => sample(await scrape(), 'visabridge_job_runs_total{kind="send-email",outcome="done"}'),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(1);
    const text = await scrape();
    expect(sample(text, 'visabridge_job_duration_seconds_count{kind="send-email"}')).toBeGreaterThanOrEqual(
      1,
    );
    // Each recurring kind has its next run scheduled.
    expect(sample(text, 'visabridge_jobs{kind="delete-finished-jobs",state="scheduled"}')).toBe(1);
    expect(sample(text, 'visabridge_email_outbox_depth')).toBe(0);
    expect(sample(text, 'visabridge_email_outbox_oldest_seconds')).toBe(0);
    const roundTrip = sample(text, 'visabridge_event_bus_round_trip_seconds');
    expect(roundTrip).toBeGreaterThan(0);
    expect(roundTrip).toBeLessThan(1);
    expect(text).toMatch(/^visabridge_instance_info\{instance="api-7",version="[\d.]+"\} 1$/m);
    expect(text).toContain('# TYPE visabridge_ocr_duration_seconds histogram');
    expect(text).toContain('visabridge_process_resident_memory_bytes');
    if (test.database.kind === 'postgres')
      expect(sample(text, 'visabridge_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('visabridge_db_pool_connections');
  });

  it('counts a queued email until it is sent', async () => {
    // A send-email job a worker holds (on another instance, say): its email is not sent yet.
    await test.db.insert(jobs).values({
      kind: 'send-email',
      payload: { emailId: crypto.randomUUID() },
      state: 'running',
      leaseExpiresAt: new Date(Date.now() + 60_000),
    });
    const text = await scrape();
    expect(sample(text, 'visabridge_email_outbox_depth')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('visabridge_');
    } finally {
      await off.close();
    }
  });
});
