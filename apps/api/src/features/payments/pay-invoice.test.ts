import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCalls, type ApplicationCalls, type Headers } from '../../test/applications';
import { addCompanyApplication, createCompanyWithUser } from '../../test/companies';
import { createCompanyUser } from '../../test/corporate';
import { createSignedInUser } from '../../test/factories';
import { payThroughApi, testCard } from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { isPaid } from './payment-targets';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  api = applicationCalls(test);
}, 120_000);
afterAll(() => test.close());

type Invoice = { id: string; number: string; status: string; amount: number };

/** A company with one finished month billed long ago: its user and that month's (overdue) invoice. */
const companyWithInvoice = async () => {
  const member = await createCompanyWithUser(test);
  await addCompanyApplication(test, member.company, member.user.id, {
    createdAt: new Date('2024-10-08T09:00:00Z'),
    cost: 12000,
  });
  return { ...member, invoice: (await invoicesOf(member.headers))[0] as Invoice };
};

const invoicesOf = async (headers: Headers) =>
  (await api.call('GET', '/api/corporate/invoices', headers)).json().data.items as Invoice[];

const startPayment = (headers: Headers, invoiceId: string) =>
  api.call('POST', '/api/payments/create-intent', headers, { invoiceId });

describe('paying a company invoice by card', () => {
  it('marks the invoice paid once a corporate user pays it', async () => {
    const { headers, invoice } = await companyWithInvoice();
    expect(invoice).toMatchObject({ status: 'overdue', amount: 12000 });
    const intent = await startPayment(headers, invoice.id);
    expect(intent.statusCode).toBe(201);
    expect(intent.json().data).toMatchObject({
      amount: 12000,
      currency: 'USD',
      description: `Invoice ${invoice.number} (October 2024)`,
    });
    const paid = await api.call('POST', '/api/payments/confirm', headers, {
      paymentId: intent.json().data.paymentId,
      card: testCard('5555 5555 5555 4444'),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'completed',
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      applicationId: null,
      method: 'Mastercard •••• 4444',
    });
    expect((await invoicesOf(headers))[0]).toMatchObject({ id: invoice.id, status: 'paid' });
    const again = await startPayment(headers, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already paid');
    const own = (await api.call('GET', '/api/payments', headers)).json().data;
    expect(own.items).toEqual([expect.objectContaining({ invoiceNumber: invoice.number })]);
  });

  it('settles two confirms sent at once as one completed payment', async () => {
    const { headers, invoice } = await companyWithInvoice();
    const { paymentId } = (await startPayment(headers, invoice.id)).json().data;
    const confirm = () => api.call('POST', '/api/payments/confirm', headers, { paymentId, card: testCard() });
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.status)).toEqual(['completed', 'completed']);
    expect((await invoicesOf(headers))[0]?.status).toBe('paid');
  });

  it('counts an invoice paid by one payment as paid for any other, not for that payment itself', async () => {
    // What a second confirm of the same payment asks, whichever way the race between the two goes.
    const { headers, invoice } = await companyWithInvoice();
    const { paymentId } = (await startPayment(headers, invoice.id)).json().data;
    await api.call('POST', '/api/payments/confirm', headers, { paymentId, card: testCard() });
    const target = { applicationId: null, invoiceId: invoice.id };
    expect(await isPaid(test.db, target, paymentId)).toBe(false);
    expect(await isPaid(test.db, target)).toBe(true);
  });

  it('lets an enterprise user of the same company pay it too', async () => {
    const { company, invoice } = await companyWithInvoice();
    const colleague = await createCompanyUser(test, company.name, 'enterprise');
    await payThroughApi(test, colleague.headers, { invoiceId: invoice.id });
    expect((await invoicesOf(colleague.headers))[0]?.status).toBe('paid');
  });

  it('lets a colleague pay an invoice whose payment another left pending: that one expires', async () => {
    const { company, invoice, headers } = await companyWithInvoice();
    const colleague = await createCompanyUser(test, company.name, 'enterprise');
    const left = (await startPayment(headers, invoice.id)).json().data;
    await payThroughApi(test, colleague.headers, { invoiceId: invoice.id });
    const own = (await api.call('GET', '/api/payments', headers)).json().data.items;
    expect(own).toContainEqual(expect.objectContaining({ id: left.paymentId, status: 'expired' }));
    const late = await api.call('POST', '/api/payments/confirm', headers, {
      paymentId: left.paymentId,
      card: testCard(),
    });
    expect(late.statusCode).toBe(409);
    expect((await invoicesOf(headers))[0]?.status).toBe('paid');
  });

  it("answers 404 for another company's invoice and leaves it unpaid", async () => {
    const { invoice, headers } = await companyWithInvoice();
    const other = await createCompanyWithUser(test);
    expect((await startPayment(other.headers, invoice.id)).statusCode).toBe(404);
    expect((await invoicesOf(headers))[0]?.status).toBe('overdue');
  });

  it('refuses a general user with 403, and an application paid by invoice with 409', async () => {
    const { invoice, company, user, headers } = await companyWithInvoice();
    const traveller = await createSignedInUser(test);
    expect((await startPayment(traveller.headers, invoice.id)).statusCode).toBe(403);
    const corporate = await addCompanyApplication(test, company, user.id, { createdAt: new Date() });
    const own = await api.call('POST', '/api/payments/create-intent', headers, {
      applicationId: corporate.id,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('This application is billed to your company by invoice');
  });

  it('sets the invoice unpaid (overdue) again when its payment is refunded', async () => {
    const { headers, invoice } = await companyWithInvoice();
    const payment = await payThroughApi(test, headers, { invoiceId: invoice.id });
    const admin = await createSignedInUser(test, { role: 'admin' });
    const refund = await api.call('POST', `/api/payments/${payment.id}/refund`, admin.headers, {});
    expect(refund.statusCode).toBe(200);
    expect((await invoicesOf(headers))[0]).toMatchObject({ status: 'overdue', paidAt: null });
  });
});
