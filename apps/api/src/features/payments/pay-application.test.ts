import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, payments } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication, testCard } from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { platformFeesOnly } from '../../test/fees';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

const startPayment = async (headers: Headers, applicationId: string) => {
  const response = await api.call('POST', '/api/payments/create-intent', headers, { applicationId });
  expect(response.statusCode).toBe(201);
  return response.json().data as { paymentId: string; amount: number; currency: string; mode: string };
};

const confirm = (headers: Headers, paymentId: string, card: object | null = testCard()) =>
  api.call('POST', '/api/payments/confirm', headers, { paymentId, ...(card ? { card } : {}) });

const paymentsOf = (applicationId: string) =>
  test.db.select().from(payments).where(eq(payments.applicationId, applicationId));

const traveller = async () => {
  const signedIn = await createSignedInUser(test);
  return { ...signedIn, application: await api.submitted(signedIn.headers) };
};

describe('paying an application by card in test mode', () => {
  it('says it runs in test mode and which test cards it answers to', async () => {
    const { headers } = await createSignedInUser(test);
    const config = (await api.call('GET', '/api/payments/config', headers)).json().data;
    expect(config).toMatchObject({ mode: 'test', publishableKey: null });
    expect(config.testCards).toContainEqual({ number: '4242 4242 4242 4242', outcome: 'Succeeds (Visa)' });
  });

  it('lists the fees due for my submitted applications, government fee apart, and not drafts', async () => {
    const { headers, application } = await traveller();
    await api.createDraft(headers);
    const due = (await api.call('GET', '/api/payments/due', headers)).json().data;
    expect(due).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        referenceNumber: application.referenceNumber,
        destination: 'United Kingdom',
        fees: platformFeesOnly,
      }),
    ]);
    const view = (await api.call('GET', `/api/applications/${application.id}`, headers)).json().data;
    expect(view.payment).toEqual({ state: 'unpaid', paymentId: null, paidAt: null });
  });

  it('charges the 4242 card: the payment completes and the application shows paid', async () => {
    const { headers, application } = await traveller();
    const intent = await startPayment(headers, application.id);
    expect(intent).toMatchObject({ amount: 2500, currency: 'USD', mode: 'test', clientSecret: null });
    const response = await confirm(headers, intent.paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Payment successful');
    const payment = response.json().data;
    expect(payment).toMatchObject({
      id: intent.paymentId,
      applicationId: application.id,
      applicationReference: application.referenceNumber,
      status: 'completed',
      method: 'Visa •••• 4242',
      amount: 2500,
      mode: 'test',
    });
    expect(payment.processedAt).not.toBeNull();
    const view = (await api.call('GET', `/api/applications/${application.id}`, headers)).json().data;
    expect(view.payment).toEqual({ state: 'paid', paymentId: payment.id, paidAt: payment.processedAt });
    expect((await api.call('GET', '/api/payments/due', headers)).json().data).toEqual([]);
  });

  it('refuses to pay the same application twice with 409', async () => {
    const { headers, application } = await traveller();
    await payApplication(test, headers, application.id);
    const again = await api.call('POST', '/api/payments/create-intent', headers, {
      applicationId: application.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application is already paid');
  });

  it('treats a repeated confirm as the same payment', async () => {
    const { headers, application } = await traveller();
    const intent = await startPayment(headers, application.id);
    expect((await startPayment(headers, application.id)).paymentId).toBe(intent.paymentId);
    const first = await confirm(headers, intent.paymentId);
    const second = await confirm(headers, intent.paymentId);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await paymentsOf(application.id)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ['4111 1111 1111 1111', 'Test mode accepts only test card numbers. No real card is charged.'],
  ])('declines %s with a failed record, a clear message and nothing paid', async (number, message) => {
    const { headers, application } = await traveller();
    const intent = await startPayment(headers, application.id);
    const response = await confirm(headers, intent.paymentId, testCard(number));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      errors: [{ field: 'card.number', message }],
    });
    const [stored] = await paymentsOf(application.id);
    expect(stored).toMatchObject({
      status: 'failed',
      failureMessage: message,
      method: `Visa •••• ${number.slice(-4)}`,
    });
    const view = (await api.call('GET', `/api/applications/${application.id}`, headers)).json().data;
    expect(view.payment.state).toBe('unpaid');
    const again = await confirm(headers, intent.paymentId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'failed', failureMessage: message });
    const retry = await startPayment(headers, application.id);
    expect(retry.paymentId).not.toBe(intent.paymentId);
    expect((await confirm(headers, retry.paymentId)).json().data.status).toBe('completed');
  });

  it('answers bad card input with 400 per field and charges nothing', async () => {
    const { headers, application } = await traveller();
    const intent = await startPayment(headers, application.id);
    const bad = await confirm(headers, intent.paymentId, {
      name: '',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'card.name', message: 'Name on card is required' },
      { field: 'card.number', message: 'Your card number is invalid' },
      { field: 'card.expiry', message: 'Your card has expired' },
      { field: 'card.cvc', message: 'CVC must be 3 or 4 digits' },
    ]);
    const missing = await confirm(headers, intent.paymentId, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'card.name',
      'card.number',
      'card.expiry',
      'card.cvc',
    ]);
    expect(await paymentsOf(application.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it("answers 404 for someone else's application or payment", async () => {
    const owner = await traveller();
    const stranger = await createSignedInUser(test);
    const foreign = await api.call('POST', '/api/payments/create-intent', stranger.headers, {
      applicationId: owner.application.id,
    });
    expect(foreign.statusCode).toBe(404);
    const intent = await startPayment(owner.headers, owner.application.id);
    expect((await confirm(stranger.headers, intent.paymentId)).statusCode).toBe(404);
    expect(await paymentsOf(owner.application.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('asks for the application to be submitted before paying', async () => {
    const { headers } = await createSignedInUser(test);
    const draft = await api.createDraft(headers);
    const response = await api.call('POST', '/api/payments/create-intent', headers, {
      applicationId: draft.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Submit the application before paying');
  });

  it('owes nothing for a rejected application: not listed as due, and paying it is refused', async () => {
    const { headers, application } = await traveller();
    await test.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, application.id));
    expect((await api.call('GET', '/api/payments/due', headers)).json().data).toEqual([]);
    const response = await api.call('POST', '/api/payments/create-intent', headers, {
      applicationId: application.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This application was rejected; no fees are due');
  });

  it('refuses a confirm with 409 when the application got paid meanwhile', async () => {
    const { user, headers, application } = await traveller();
    const intent = await startPayment(headers, application.id);
    await test.db.insert(payments).values({
      userId: user.id,
      applicationId: application.id,
      amount: 8500,
      currency: 'USD',
      status: 'completed',
      method: 'Visa •••• 4242',
      description: 'Paid in another tab',
      processedAt: new Date(),
    });
    const response = await confirm(headers, intent.paymentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This application is already paid');
  });

  it('lists only my own payments, newest first, filtered by status', async () => {
    const me = await traveller();
    const other = await traveller();
    await payApplication(test, other.headers, other.application.id);
    const declined = await startPayment(me.headers, me.application.id);
    await confirm(me.headers, declined.paymentId, testCard('4000 0000 0000 0002'));
    const paid = await payApplication(test, me.headers, me.application.id);
    const page = (await api.call('GET', '/api/payments', me.headers)).json().data;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([paid.id, declined.paymentId]);
    const failed = (await api.call('GET', '/api/payments?status=failed', me.headers)).json().data;
    expect(failed.items.map((item: { id: string }) => item.id)).toEqual([declined.paymentId]);
  });

  it('shows fees due and paid totals on the dashboard from the ledger', async () => {
    const me = await traveller();
    const second = await api.submitted(me.headers);
    await payApplication(test, me.headers, me.application.id);
    const dashboard = (await api.call('GET', '/api/dashboard/individual', me.headers)).json().data;
    expect(dashboard.payments).toEqual({
      feesDue: [{ currency: 'USD', amount: 2500 }],
      applicationsAwaitingPayment: 1,
      paid: [{ currency: 'USD', amount: 2500 }],
      completedPayments: 1,
    });
    const [row] = await test.db.select().from(applications).where(eq(applications.id, second.id));
    expect(row?.status).toBe('pending');
  });
});
