import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { deliverIntentEvent, startFakeStripe } from '../../test/fake-stripe';
import { testCard } from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { stripeProvider } from '../../lib/payment-providers/stripe-provider';

const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' };
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let test: TestApp;
let api: ApplicationCalls;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  ({ test, api } = await createApplicationsTestApp(
    {},
    { paymentProvider: stripeProvider(stripe.client, keys) },
  ));
  admin = await createSignedInUser(test, { role: 'admin' });
}, 120_000);
afterAll(async () => {
  await test.close();
  await stripe.close();
});

const startPayment = async (headers: Headers) => {
  const application = await api.submitted(headers);
  const response = await api.call('POST', '/api/payments/create-intent', headers, {
    applicationId: application.id,
  });
  expect(response.statusCode).toBe(201);
  return { application, intent: response.json().data };
};

/** Stripe's client secret starts with the intent's id. */
const intentIdOf = (intent: { clientSecret: string }) => intent.clientSecret.replace('_secret_fake', '');

const confirm = (headers: Headers, paymentId: string, card?: object) =>
  api.call('POST', '/api/payments/confirm', headers, { paymentId, ...(card ? { card } : {}) });

describe('live mode through Stripe PaymentIntents (against a local fake of Stripe)', () => {
  it('gives the browser Stripe’s publishable key', async () => {
    const { headers } = await createSignedInUser(test);
    const config = (await api.call('GET', '/api/payments/config', headers)).json().data;
    expect(config).toEqual({ mode: 'live', publishableKey: 'pk_test_fake', testCards: [] });
  });

  it('opens an intent for the fees, once per payment, and records the outcome Stripe holds', async () => {
    const { headers } = await createSignedInUser(test);
    const { intent, application } = await startPayment(headers);
    expect(intent).toMatchObject({ amount: 2500, currency: 'USD', mode: 'live' });
    expect(intent.clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/);
    const created = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    const last = created[created.length - 1];
    expect(last?.idempotencyKey).toBe(`intent-${intent.paymentId}`);
    expect(Object.fromEntries(last?.body ?? [])).toMatchObject({
      amount: '2500',
      currency: 'usd',
      'metadata[paymentId]': intent.paymentId,
    });
    const resumed = await api.call('POST', '/api/payments/create-intent', headers, {
      applicationId: application.id,
    });
    expect(resumed.json().data).toMatchObject({
      paymentId: intent.paymentId,
      clientSecret: intent.clientSecret,
    });

    const pending = await confirm(headers, intent.paymentId);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.status).toBe('pending');

    stripe.settle(intentIdOf(intent), 'succeeded');
    const paid = await confirm(headers, intent.paymentId);
    expect(paid.json()).toMatchObject({
      message: 'Payment successful',
      data: { status: 'completed', method: 'Visa •••• 4242', mode: 'live' },
    });
  });

  it('records a decline Stripe reports with 402 and its message', async () => {
    const { headers } = await createSignedInUser(test);
    const { intent } = await startPayment(headers);
    stripe.settle(intentIdOf(intent), 'declined');
    const response = await confirm(headers, intent.paymentId);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Your card was declined.');
  });

  it('never accepts card numbers: they go to Stripe from the browser', async () => {
    const { headers } = await createSignedInUser(test);
    const { intent } = await startPayment(headers);
    const response = await confirm(headers, intent.paymentId, testCard());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Card details go to Stripe, never to this server');
  });

  it('refunds through Stripe, once', async () => {
    const { headers } = await createSignedInUser(test);
    const { intent } = await startPayment(headers);
    stripe.settle(intentIdOf(intent), 'succeeded');
    await confirm(headers, intent.paymentId);
    const refund = await api.call('POST', `/api/payments/${intent.paymentId}/refund`, admin.headers, {});
    expect(refund.json().data.status).toBe('refunded');
    const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${intent.paymentId}`);
    expect(refunds[0]?.body.get('payment_intent')).toBe(intentIdOf(intent));
    expect(
      (await api.call('POST', `/api/payments/${intent.paymentId}/refund`, admin.headers, {})).statusCode,
    ).toBe(409);
  });

  it('gives the money back at once when an earlier intent succeeds after the fees were paid', async () => {
    const { headers } = await createSignedInUser(test);
    const { application, intent: first } = await startPayment(headers);
    stripe.settle(intentIdOf(first), 'declined');
    expect((await confirm(headers, first.paymentId)).statusCode).toBe(402);
    const second = (
      await api.call('POST', '/api/payments/create-intent', headers, { applicationId: application.id })
    ).json().data;
    expect(second.paymentId).not.toBe(first.paymentId);
    stripe.settle(intentIdOf(second), 'succeeded');
    expect((await confirm(headers, second.paymentId)).json().data.status).toBe('completed');

    // The first intent is paid after all (retried in another tab): Stripe says so by webhook.
    const delivered = await deliverIntentEvent(test, keys.webhookSecret, {
      id: `evt_late_${first.paymentId}`,
      type: 'payment_intent.succeeded',
      intentId: intentIdOf(first),
    });
    expect(delivered.statusCode).toBe(200);
    const [late] = await test.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(late).toMatchObject({ status: 'refunded', refundReason: 'Paid twice: refunded automatically' });
    const refunds = stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.body.get('payment_intent') === intentIdOf(first),
    );
    expect(refunds).toHaveLength(1);
    const detail = (await api.call('GET', `/api/applications/${application.id}`, headers)).json().data;
    expect(detail.payment).toMatchObject({ state: 'paid' });
  });
});
