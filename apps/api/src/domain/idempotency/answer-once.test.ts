import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app';
import { loadConfig } from '../../config';
import { applications, documents, idempotencyKeys, payments } from '../../db/schema';
import {
  completeDraft,
  createApplicationsTestApp,
  multipart,
  pdfBytes,
  type ApplicationCalls,
  type Headers,
} from '../../test/applications';
import { corporateApplicationFor, createCompanyUser, employeeInputFor } from '../../test/corporate';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { testEnvironment, type TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
// A second instance on the same database, as behind a load balancer.
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
  second = await buildApp({ config: loadConfig(testEnvironment), database: test.database, webServer: null });
  await second.ready();
}, 120_000);
afterAll(async () => {
  await second.close();
  await test.close();
});

const post = (
  instance: 'first' | 'second',
  url: string,
  headers: Headers,
  key: string | undefined,
  payload: object,
) =>
  (instance === 'first' ? test.app : second).inject({
    method: 'POST',
    url,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

const draftsOf = async (userId: string) =>
  (await test.db.select({ n: count() }).from(applications).where(eq(applications.userId, userId)))[0]?.n;

describe('Idempotency-Key on creates', () => {
  it('answers a repeat with the first answer and creates one application, on either instance', async () => {
    const traveller = await createSignedInUser(test);
    const key = crypto.randomUUID();
    const first = await post('first', '/api/applications', traveller.headers, key, completeDraft());
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('second', '/api/applications', traveller.headers, key, completeDraft());
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await draftsOf(traveller.user.id)).toBe(1);
    // Without a key, each request is a write of its own.
    await post('first', '/api/applications', traveller.headers, undefined, completeDraft());
    expect(await draftsOf(traveller.user.id)).toBe(2);
  });

  it('lets two instances receive the same key at once and still creates one application', async () => {
    const traveller = await createSignedInUser(test);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      (['first', 'second', 'first', 'second'] as const).map((instance) =>
        post(instance, '/api/applications', traveller.headers, key, completeDraft()),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(await draftsOf(traveller.user.id)).toBe(1);
  });

  it('refuses the key with other parameters (422) and writes nothing', async () => {
    const traveller = await createSignedInUser(test);
    const key = crypto.randomUUID();
    await post('first', '/api/applications', traveller.headers, key, completeDraft());
    const other = await post(
      'second',
      '/api/applications',
      traveller.headers,
      key,
      completeDraft({ toCountry: 'FR' }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: [{ field: 'Idempotency-Key', message: 'Already used for a different request' }],
    });
    expect(await draftsOf(traveller.user.id)).toBe(1);
  });

  it("keeps each user's keys apart: another user's same key is a write of their own", async () => {
    const owner = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    const key = crypto.randomUUID();
    const first = await post('first', '/api/applications', owner.headers, key, completeDraft());
    const theirs = await post('first', '/api/applications', other.headers, key, completeDraft());
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
    expect(await draftsOf(other.user.id)).toBe(1);
  });

  it('refuses a malformed key with a field message, before anything is written', async () => {
    const traveller = await createSignedInUser(test);
    for (const key of ['', 'a'.repeat(256), 'has space', 'tab\there']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { ...traveller.headers, 'idempotency-key': key },
        payload: completeDraft(),
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().errors).toEqual([
        {
          field: 'Idempotency-Key',
          message: 'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID',
        },
      ]);
    }
    expect(await draftsOf(traveller.user.id)).toBe(0);
  });

  it('keeps no key when the first request fails, so its retry runs afresh', async () => {
    const traveller = await createSignedInUser(test);
    const key = crypto.randomUUID();
    const payment = await post('first', '/api/payments/create-intent', traveller.headers, key, {
      applicationId: crypto.randomUUID(),
    });
    expect(payment.statusCode).toBe(404);
    const kept = await test.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, traveller.user.id), eq(idempotencyKeys.key, key)));
    expect(kept).toEqual([]);
  });

  it('answers a key after a day as a new write', async () => {
    const traveller = await createSignedInUser(test);
    const key = crypto.randomUUID();
    const first = await post('first', '/api/applications', traveller.headers, key, completeDraft());
    await test.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.userId, traveller.user.id));
    const later = await post('second', '/api/applications', traveller.headers, key, completeDraft());
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).not.toBe(first.json().data.id);
    expect(await draftsOf(traveller.user.id)).toBe(2);
  });

  it('opens one payment intent for a key sent twice, to two instances', async () => {
    const traveller = await createSignedInUser(test);
    const application = await api.createDraft(traveller.headers);
    await api.uploadRequired(traveller.headers, application);
    const submitted = await api.call('POST', `/api/applications/${application.id}/submit`, traveller.headers);
    expect(submitted.statusCode).toBe(200);
    const key = crypto.randomUUID();
    const [first, again] = await Promise.all(
      (['first', 'second'] as const).map((instance) =>
        post(instance, '/api/payments/create-intent', traveller.headers, key, {
          applicationId: application.id,
        }),
      ),
    );
    expect(first?.statusCode).toBe(201);
    expect(again?.json()).toEqual(first?.json());
    const opened = await test.db.select().from(payments).where(eq(payments.applicationId, application.id));
    expect(opened).toHaveLength(1);
  });

  it('stores one document for an upload sent twice, and refuses the key with another file', async () => {
    const traveller = await createSignedInUser(test);
    const application = await api.createDraft(traveller.headers);
    const key = crypto.randomUUID();
    const bytes = pdfBytes();
    const upload = (instance: 'first' | 'second', file: Buffer) => {
      const body = multipart(
        { applicationId: application.id, type: 'passport' },
        { name: 'scan.pdf', bytes: file },
      );
      return (instance === 'first' ? test.app : second).inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...traveller.headers, 'content-type': body.contentType, 'idempotency-key': key },
        payload: body.payload,
      });
    };
    const first = await upload('first', bytes);
    expect(first.statusCode).toBe(201);
    const again = await upload('second', bytes);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await upload('second', pdfBytes())).statusCode).toBe(422);
    const stored = await test.db.select().from(documents).where(eq(documents.applicationId, application.id));
    expect(stored).toHaveLength(1);
  });

  it('files one company application for a key sent twice', async () => {
    const company = await createCompanyUser(test, 'Idempotent Filing Ltd');
    const employee = await api.call(
      'POST',
      '/api/corporate/employees',
      company.headers,
      employeeInputFor(uniqueEmail('traveller')),
    );
    expect(employee.statusCode).toBe(201);
    const filing = corporateApplicationFor(employee.json().data.id);
    const key = crypto.randomUUID();
    const first = await post('first', '/api/visa-applications', company.headers, key, filing);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('second', '/api/visa-applications', company.headers, key, filing);
    expect(again.json()).toEqual(first.json());
    const filed = await test.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.companyId, company.companyId));
    expect(filed).toHaveLength(1);
  });
});
