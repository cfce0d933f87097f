import { formatDateIn, formatMoney } from '@visabridge/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { emailOutbox, payments, secondFactors, sessions } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser, sessionIdOf } from '../../test/factories';
import { payApplication, testCard } from '../../test/payments';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
  admin = await createSignedInUser(test, { role: 'admin' });
}, 120_000);
afterAll(() => test.close());

/** A traveller who paid one submitted application with the 4242 card. */
const paidTraveller = async () => {
  const signedIn = await createSignedInUser(test);
  const application = await api.submitted(signedIn.headers);
  return { ...signedIn, application, payment: await payApplication(test, signedIn.headers, application.id) };
};

const refund = (paymentId: string, headers = admin.headers, body: object = {}) =>
  api.call('POST', `/api/payments/${paymentId}/refund`, headers, body);

const receipt = (paymentId: string, headers: Record<string, string>) =>
  api.call('GET', `/api/payments/${paymentId}/receipt`, headers);

describe('refunds', () => {
  it('refunds a completed payment once, audited, with the payer notified and emailed', async () => {
    const { user, headers, application, payment } = await paidTraveller();
    const response = await refund(payment.id, admin.headers, { reason: 'Embassy closed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Payment refunded');
    expect(response.json().data).toMatchObject({ id: payment.id, status: 'refunded' });
    expect(response.json().data.refundedAt).not.toBeNull();

    const view = (await api.call('GET', `/api/applications/${application.id}`, headers)).json().data;
    expect(view.payment).toMatchObject({ state: 'refunded', paymentId: payment.id });
    // Still open, so it cannot be approved until paid again: its fees are due once more.
    const due = (await api.call('GET', '/api/payments/due', headers)).json().data;
    expect(due.map((fee: { applicationId: string }) => fee.applicationId)).toEqual([application.id]);

    const audit = (
      await api.call('GET', '/api/admin/audit-log?action=payment.refunded', admin.headers)
    ).json().data.items;
    expect(audit[0]).toMatchObject({
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: payment.id,
      actorId: admin.user.id,
      details: { amount: '$25.00', reason: 'Embassy closed' },
    });
    const notices = (await api.call('GET', '/api/notifications', headers)).json().data.items;
    expect(notices[0]).toMatchObject({ title: 'Payment refunded', category: 'payment', link: '/payment' });
    expect(notices[0].message).toContain('Reason: Embassy closed');
    const [email] = await test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, user.email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(email?.subject).toBe(
      `Refund of $25.00: Visa fees for application ${application.referenceNumber} (United Kingdom)`,
    );
    expect(email?.body).toContain('Reason: Embassy closed');

    const again = await refund(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already refunded');
  });

  it('refuses to refund a failed or pending payment with 409', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const intent = (
      await api.call('POST', '/api/payments/create-intent', headers, { applicationId: application.id })
    ).json().data;
    expect((await refund(intent.paymentId)).statusCode).toBe(409);
    await api.call('POST', '/api/payments/confirm', headers, {
      paymentId: intent.paymentId,
      card: testCard('4000 0000 0000 0002'),
    });
    const failed = await refund(intent.paymentId);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toBe('Only a completed payment can be refunded');
  });

  it('asks an admin whose second factor is over ten minutes old to confirm it first (step-up)', async () => {
    const { payment } = await paidTraveller();
    const stepUp = await createSignedInUser(test, { role: 'admin' });
    const sessionId = sessionIdOf(stepUp.token);
    await test.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, sessionId));
    const refused = await refund(payment.id, stepUp.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STEP_UP_REQUIRED');
    const [pending] = await test.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(pending?.status).toBe('completed');

    const [factor] = await test.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, stepUp.user.id));
    const code = new TOTP({ secret: Secret.fromBase32(factor?.totpSecret ?? '') }).generate();
    const verified = await api.call('POST', '/api/auth/second-factor/verify', stepUp.headers, { code });
    expect(verified.statusCode).toBe(200);
    expect((await refund(payment.id, stepUp.headers)).statusCode).toBe(200);
  });

  it('lets only admins refund', async () => {
    const { headers, payment } = await paidTraveller();
    const agent = await createSignedInUser(test, { role: 'agent' });
    expect((await refund(payment.id, headers)).statusCode).toBe(403);
    expect((await refund(payment.id, agent.headers)).statusCode).toBe(403);
    const [stored] = await test.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored?.status).toBe('completed');
  });
});

describe('receipts', () => {
  it('gives the payer a PDF receipt with the amount, reference, method and test mode', async () => {
    const { headers, application, payment } = await paidTraveller();
    const response = await receipt(payment.id, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = payment.id.slice(0, 8).toUpperCase();
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const text = await pdfText(pdf);
    for (const expected of [
      'RECEIPT',
      number,
      application.referenceNumber,
      'Total paid',
      '$25.00',
      'VisaBridge processing fee',
      '$15.00',
      'VisaBridge service fee',
      '$10.00',
      'Not included: the government (embassy) fee, which the embassy sets and you pay there.',
      '4242',
      'Test mode',
      'TEST MODE: no real card was charged and no money moved.',
      'Test general',
    ])
      expect(text).toContain(expected);
    expect((await receipt(payment.id, admin.headers)).statusCode).toBe(200);
  });

  it("writes the receipt's date and amount in the reader's language setting", async () => {
    const { headers, payment } = await paidTraveller();
    const setting = {
      method: 'PUT' as const,
      url: '/api/auth/profile',
      headers,
      payload: { language: 'de-DE' },
    };
    expect((await test.app.inject(setting)).statusCode).toBe(200);
    const text = await pdfText((await receipt(payment.id, headers)).rawPayload);
    // An English reader's region (Germany) writes the date and the amount wholly its own way.
    expect(text).toContain(formatDateIn('de-DE', new Date(), 'short'));
    // pdf.js reads the no-break space inside an amount back as a space.
    expect(text).toContain(formatMoney(payment.amount, 'USD', 'de-DE').replace(/\s/g, ' '));
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says on the receipt when the payment was refunded and why', async () => {
    const { headers, payment } = await paidTraveller();
    await refund(payment.id, admin.headers, { reason: 'Applied twice' });
    const text = await pdfText((await receipt(payment.id, headers)).rawPayload);
    expect(text).toContain('Refunded');
    expect(text).toContain('Reason: Applied twice');
  });

  it("answers 404 for another user's receipt and 409 before the payment completes", async () => {
    const { payment } = await paidTraveller();
    const stranger = await createSignedInUser(test);
    expect((await receipt(payment.id, stranger.headers)).statusCode).toBe(404);
    const application = await api.submitted(stranger.headers);
    const intent = (
      await api.call('POST', '/api/payments/create-intent', stranger.headers, {
        applicationId: application.id,
      })
    ).json().data;
    const pending = await receipt(intent.paymentId, stranger.headers);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('A receipt is available once the payment is completed');
  });
});

describe('the admin ledger', () => {
  it('lists every payment with totals, and refuses other roles', async () => {
    const { payment } = await paidTraveller();
    const page = (
      await api.call('GET', '/api/payments/list?status=completed&pageSize=100', admin.headers)
    ).json().data;
    expect(page.items.map((item: { id: string }) => item.id)).toContain(payment.id);
    expect(page.totals.completed[0]).toMatchObject({ currency: 'USD' });
    const traveller = await createSignedInUser(test);
    expect((await api.call('GET', '/api/payments/list', traveller.headers)).statusCode).toBe(403);
  });
});
