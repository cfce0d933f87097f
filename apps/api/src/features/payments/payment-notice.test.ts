import { formatMoney } from '@visabridge/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { testCard } from '../../test/payments';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

const traveller = async () => {
  const signedIn = await createSignedInUser(test);
  return { ...signedIn, application: await api.submitted(signedIn.headers) };
};

const startPayment = async (headers: Headers, applicationId: string) =>
  (await api.call('POST', '/api/payments/create-intent', headers, { applicationId })).json().data as {
    paymentId: string;
  };

const confirm = (headers: Headers, paymentId: string, card = testCard()) =>
  api.call('POST', '/api/payments/confirm', headers, { paymentId, card });

const paymentNotices = (userId: string) =>
  test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Payment received')));

const paymentEmails = (email: string) =>
  test.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), like(emailOutbox.subject, 'Payment received%')));

describe('telling the payer a payment went through', () => {
  it('notifies and emails the amount, what it paid for and where the receipt is, once', async () => {
    const { user, headers, application } = await traveller();
    const { paymentId } = await startPayment(headers, application.id);
    const paid = (await confirm(headers, paymentId)).json().data;
    const amount = formatMoney(paid.amount, paid.currency);

    const [notice, ...moreNotices] = await paymentNotices(user.id);
    expect(moreNotices).toEqual([]);
    expect(notice).toMatchObject({ category: 'payment', type: 'success', link: '/payment' });
    expect(notice?.message).toContain(amount);
    expect(notice?.message).toContain(application.referenceNumber);

    const [email, ...moreEmails] = await paymentEmails(user.email);
    expect(moreEmails).toEqual([]);
    expect(email?.subject).toBe(
      `Payment received: ${amount} for Visa fees for application ${application.referenceNumber} (United Kingdom)`,
    );
    expect(email?.body).toContain(`Hello ${user.firstName},`);
    expect(email?.body).toMatch(/Receipt number: [0-9A-F]{8}/);
    expect(email?.body).toContain('/payment');
  });

  it('tells nothing more when the confirm is repeated', async () => {
    const { user, headers, application } = await traveller();
    const { paymentId } = await startPayment(headers, application.id);
    await confirm(headers, paymentId);
    expect((await confirm(headers, paymentId)).statusCode).toBe(200);
    expect(await paymentNotices(user.id)).toHaveLength(1);
    expect(await paymentEmails(user.email)).toHaveLength(1);
  });

  it('tells nothing of a declined card, and once of the retry that succeeds', async () => {
    const { user, headers, application } = await traveller();
    const declined = await startPayment(headers, application.id);
    expect((await confirm(headers, declined.paymentId, testCard('4000 0000 0000 0002'))).statusCode).toBe(
      402,
    );
    expect(await paymentNotices(user.id)).toEqual([]);
    expect(await paymentEmails(user.email)).toEqual([]);

    const retry = await startPayment(headers, application.id);
    await confirm(headers, retry.paymentId);
    expect(await paymentNotices(user.id)).toHaveLength(1);
    expect(await paymentEmails(user.email)).toHaveLength(1);
  });
});
