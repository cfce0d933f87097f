import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, payments } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue-job';
import { createJobRunner } from '../../jobs/runner';
import { createApplicationsTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { deliverIntentEvent, startFakeStripe } from '../../test/fake-stripe';
import type { TestApp } from '../../test/test-app';
import {
  expirePaymentsJob,
  expireStalePayments,
  PAYMENT_EXPIRY_SWEEP_MS,
  PENDING_PAYMENT_LIFETIME_MS,
} from './expire-payments';
import { stripeProvider } from '../../lib/payment-providers/stripe-provider';

const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' };
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let test: TestApp;
let api: ApplicationCalls;
let provider: ReturnType<typeof stripeProvider>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = stripeProvider(stripe.client, keys);
  ({ test, api } = await createApplicationsTestApp({}, { paymentProvider: provider }));
  admin = await createSignedInUser(test, { role: 'admin' });
}, 120_000);
afterAll(async () => {
  await test.close();
  await stripe.close();
});

const startPayment = (headers: Headers, applicationId: string) =>
  api.call('POST', '/api/payments/create-intent', headers, { applicationId });

const paymentsOf = (applicationId: string) =>
  test.db.select().from(payments).where(eq(payments.applicationId, applicationId));

const intentsCreated = () => stripe.requests.filter((request) => request.path === '/v1/payment_intents');
const intentsCancelled = () =>
  stripe.requests
    .filter((request) => request.path.endsWith('/cancel'))
    .map((request) => request.path.split('/')[3]);

/** Moves a payment's start back past its lifetime. */
const startedLongAgo = (paymentId: string) =>
  test.db
    .update(payments)
    .set({
      createdAt: sql`now() - ${PENDING_PAYMENT_LIFETIME_MS + 60_000}::integer * interval '1 millisecond'`,
    })
    .where(eq(payments.id, paymentId));

const expireNow = () => expireStalePayments({ db: test.db, payments: provider, log: test.app.log });

describe('one pending payment per application', () => {
  it('opens one payment when several requests start paying an application at once', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const createdBefore = intentsCreated().length;
    const cancelledBefore = intentsCancelled().length;
    const answers = await Promise.all([1, 2, 3].map(() => startPayment(headers, application.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().data.paymentId));
    expect(ids.size).toBe(1);

    const rows = await paymentsOf(application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: [...ids][0], status: 'pending' });
    // Every intent opened for a request that lost the race is cancelled at Stripe; the winner's is not.
    const opened = intentsCreated().length - createdBefore;
    const cancelled = intentsCancelled().slice(cancelledBefore);
    expect(cancelled).toHaveLength(opened - 1);
    expect(cancelled).not.toContain(rows[0]?.providerReference);
  });

  it('resumes the pending payment when the payer starts paying again', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const first = (await startPayment(headers, application.id)).json().data;
    const createdBefore = intentsCreated().length;
    const second = await startPayment(headers, application.id);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      paymentId: first.paymentId,
      clientSecret: first.clientSecret,
    });
    expect(intentsCreated()).toHaveLength(createdBefore);
    expect(await paymentsOf(application.id)).toHaveLength(1);
  });
});

describe('a pending payment that is never completed', () => {
  it('expires when its recurring job runs, which then queues its next run a sweep later', async () => {
    const payer = await createSignedInUser(test);
    const application = await api.submitted(payer.headers);
    const stale = (await startPayment(payer.headers, application.id)).json().data;
    await startedLongAgo(stale.paymentId);
    const kind = expirePaymentsJob({ db: test.db, payments: provider, log: test.app.log });
    await enqueueJob(test.db, { kind: kind.name, key: kind.name });
    await createJobRunner({ db: test.db, log: test.app.log, kinds: [kind] }).drain();

    const [expired] = await paymentsOf(application.id);
    expect(expired).toMatchObject({ status: 'expired', failureMessage: 'Never completed' });
    const runs = await test.db.select().from(jobs).where(eq(jobs.kind, 'expire-payments'));
    const done = runs.find((run) => run.state === 'done');
    const next = runs.find((run) => run.state === 'queued');
    expect(runs).toHaveLength(2);
    expect((next?.runAfter.getTime() ?? 0) - (done?.finishedAt?.getTime() ?? 0)).toBe(
      PAYMENT_EXPIRY_SWEEP_MS,
    );
  });

  it('expires after its lifetime, its intent cancelled, shows expired in both lists, and a new one can start', async () => {
    const payer = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const application = await api.submitted(payer.headers);
    const stale = (await startPayment(payer.headers, application.id)).json().data;
    const fresh = await createSignedInUser(test);
    const freshApplication = await api.submitted(fresh.headers);
    const young = (await startPayment(fresh.headers, freshApplication.id)).json().data;
    await startedLongAgo(stale.paymentId);

    expect(await expireNow()).toBe(1);
    expect(await expireNow()).toBe(0);
    const [expired] = await paymentsOf(application.id);
    expect(expired).toMatchObject({ status: 'expired', failureMessage: 'Never completed' });
    expect(intentsCancelled()).toContain(expired?.providerReference);
    const [stillPending] = await paymentsOf(freshApplication.id);
    expect(stillPending).toMatchObject({ id: young.paymentId, status: 'pending' });

    const own = (await api.call('GET', '/api/payments?status=expired', payer.headers)).json().data;
    expect(own.items).toEqual([
      expect.objectContaining({ id: stale.paymentId, status: 'expired', failureMessage: 'Never completed' }),
    ]);
    const strangers = (await api.call('GET', '/api/payments?status=expired', stranger.headers)).json().data;
    expect(strangers.items).toEqual([]);
    const ledger = (
      await api.call('GET', `/api/payments/list?status=expired&search=${payer.user.email}`, admin.headers)
    ).json().data;
    expect(ledger.items.map((item: { id: string }) => item.id)).toEqual([stale.paymentId]);
    expect(ledger.totals.pending).toEqual([]);
    expect((await api.call('GET', '/api/payments/list?status=expired', payer.headers)).statusCode).toBe(403);

    const late = await api.call('POST', '/api/payments/confirm', payer.headers, {
      paymentId: stale.paymentId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This payment can no longer be confirmed. Please start again.');
    const again = await startPayment(payer.headers, application.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.paymentId).not.toBe(stale.paymentId);
  });

  it('records the money when Stripe reports a payment paid just as it expired', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const intent = (await startPayment(headers, application.id)).json().data;
    await test.db
      .update(payments)
      .set({ status: 'expired', failureMessage: 'Never completed' })
      .where(eq(payments.id, intent.paymentId));
    stripe.settle(intent.clientSecret.replace('_secret_fake', ''), 'succeeded');
    const delivered = await deliverIntentEvent(test, keys.webhookSecret, {
      id: `evt_expired_${intent.paymentId}`,
      type: 'payment_intent.succeeded',
      intentId: intent.clientSecret.replace('_secret_fake', ''),
    });
    expect(delivered.statusCode).toBe(200);
    expect((await paymentsOf(application.id))[0]).toMatchObject({ status: 'completed' });
  });

  it('completes an expired payment on confirm when Stripe shows it paid after all', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const intent = (await startPayment(headers, application.id)).json().data;
    await test.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, intent.paymentId));
    stripe.settle(intent.clientSecret.replace('_secret_fake', ''), 'succeeded');
    const confirmed = await api.call('POST', '/api/payments/confirm', headers, {
      paymentId: intent.paymentId,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ id: intent.paymentId, status: 'completed' });
  });

  it('accepts expired as a status filter and names the choices for a wrong one', async () => {
    const { headers } = await createSignedInUser(test);
    expect((await api.call('GET', '/api/payments?status=expired', headers)).statusCode).toBe(200);
    const wrong = await api.call('GET', '/api/payments/list?status=lapsed', admin.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({
      field: 'status',
      message: 'Choose pending, completed, failed, refunded or expired',
    });
  });
});
