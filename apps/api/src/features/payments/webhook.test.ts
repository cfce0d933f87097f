import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, notifications, payments, paymentWebhookEvents } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { addCompanyApplication, createCompanyWithUser } from '../../test/companies';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Fake keys: the webhook path only verifies signatures locally and never calls Stripe's API.
const stripeEnvironment = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
};
const stripe = new Stripe('sk_test_fake');

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp(stripeEnvironment));
}, 120_000);
afterAll(() => test.close());

let counter = 0;

/** A pending live payment behind a Stripe intent `pi_webhook_N`, for an application or an invoice. */
const insertLivePayment = async (target: { userId: string; applicationId?: string; invoiceId?: string }) => {
  counter += 1;
  const reference = `pi_webhook_${counter}`;
  const [payment] = await test.db
    .insert(payments)
    .values({
      ...target,
      amount: 8500,
      currency: 'USD',
      status: 'pending',
      method: 'Card',
      description: 'Visa fees',
      mode: 'live',
      providerReference: reference,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  return { payment, reference };
};

/** A traveller's submitted application with a pending live payment. */
const pendingLivePayment = async () => {
  const owner = await createSignedInUser(test);
  const application = await api.submitted(owner.headers);
  return {
    owner,
    application,
    ...(await insertLivePayment({ userId: owner.user.id, applicationId: application.id })),
  };
};

const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  data: { object },
});

const deliver = (body: object, signature?: string) => {
  const payload = JSON.stringify(body);
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        signature ??
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: stripeEnvironment.STRIPE_WEBHOOK_SECRET,
        }),
    },
    payload,
  });
};

const statusOf = async (paymentId: string) =>
  (await test.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { payment, reference } = await pendingLivePayment();
    const body = event('evt_forged', 'payment_intent.succeeded', { id: reference, object: 'payment_intent' });
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(body),
      secret: 'whsec_wrong',
    });
    const response = await deliver(body, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The webhook signature is not valid');
    expect((await deliver(body, '')).statusCode).toBe(400);
    expect(await statusOf(payment.id)).toBe('pending');
    expect(
      await test.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, 'evt_forged')),
    ).toEqual([]);
  });

  it('completes the payment on payment_intent.succeeded and ignores a redelivery', async () => {
    const { payment, reference, owner, application } = await pendingLivePayment();
    const body = event('evt_succeeded', 'payment_intent.succeeded', {
      id: reference,
      object: 'payment_intent',
      status: 'succeeded',
    });
    const response = await deliver(body);
    expect(response.statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('completed');
    const view = (await api.call('GET', `/api/applications/${application?.id}`, owner?.headers ?? {})).json()
      .data;
    expect(view.payment).toMatchObject({ state: 'paid', paymentId: payment.id });

    // Put the payment back as it was: a redelivered event must not apply again.
    await test.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));
    expect((await deliver(body)).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('pending');
  });

  it('records a failure with its message on payment_intent.payment_failed', async () => {
    const { payment, reference } = await pendingLivePayment();
    await deliver(
      event('evt_failed', 'payment_intent.payment_failed', {
        id: reference,
        object: 'payment_intent',
        last_payment_error: { message: 'Your card has insufficient funds.' },
      }),
    );
    const [stored] = await test.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
  });

  it('marks a completed payment refunded on charge.refunded, notifying the payer once', async () => {
    const { payment, reference, owner } = await pendingLivePayment();
    await deliver(event('evt_paid', 'payment_intent.succeeded', { id: reference, object: 'payment_intent' }));
    const refunded = event('evt_refunded', 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      refunded: true,
      payment_intent: reference,
      refunds: { object: 'list', data: [{ id: 're_1', object: 'refund' }] },
    });
    await deliver(refunded);
    await deliver(refunded);
    const [stored] = await test.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored).toMatchObject({ status: 'refunded', refundReference: 're_1' });
    const notices = await test.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notices.filter((notice) => notice.title === 'Payment refunded')).toHaveLength(1);
  });

  it('tells the payer once when two events report the same success', async () => {
    const { reference, owner } = await pendingLivePayment();
    const succeeded = { id: reference, object: 'payment_intent', status: 'succeeded' };
    await deliver(event('evt_success_first', 'payment_intent.succeeded', succeeded));
    await deliver(event('evt_success_second', 'payment_intent.succeeded', succeeded));
    const notices = await test.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notices.filter((notice) => notice.title === 'Payment received')).toHaveLength(1);
  });

  it('marks an invoice paid when its payment succeeds', async () => {
    const member = await createCompanyWithUser(test);
    await addCompanyApplication(test, member.company, member.user.id, {
      createdAt: new Date('2024-09-03T10:00:00Z'),
    });
    const [invoice] = (await api.call('GET', '/api/corporate/invoices', member.headers)).json().data.items;
    const { reference } = await insertLivePayment({ invoiceId: invoice.id, userId: member.user.id });
    await deliver(
      event('evt_invoice', 'payment_intent.succeeded', { id: reference, object: 'payment_intent' }),
    );
    const [stored] = await test.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored?.status).toBe('paid');
  });

  it('acknowledges events it does not act on', async () => {
    const response = await deliver(
      event('evt_other', 'customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('does not exist in test mode', async () => {
    const offline = await createTestApp();
    const response = await offline.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    await offline.close();
  });
});
