import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const mailDir = mkdtempSync(path.join(tmpdir(), 'job-kinds-mail-'));
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ MAIL_DIR: mailDir }, { runJobs: true });
}, 120_000);
afterAll(async () => {
  await test.close();
  rmSync(mailDir, { recursive: true, force: true });
});

describe("the server's job runner", () => {
  it('queues each recurring kind once, and sends an email as soon as it is queued', async () => {
    // Each has run once at start, or is about to: one run of each is queued or running.
    const recurring = await test.db
      .select({ kind: jobs.kind, key: jobs.key })
      .from(jobs)
      .where(inArray(jobs.state, ['queued', 'running']));
    expect(recurring.map((job) => job.kind).sort()).toEqual([
      'delete-expired-idempotency-keys',
      'delete-finished-jobs',
      'delete-old-security-events',
      'expire-payments',
    ]);
    expect(recurring.every((job) => job.key === job.kind)).toBe(true);

    const { email } = await createUser(test.db);
    const asked = await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    // Well within the 5-second poll: the registration woke the sender.
    await expect
      .poll(() => readdirSync(mailDir).filter((name) => name.endsWith('.eml')), { timeout: 2_000 })
      .toHaveLength(1);
  });
});
