import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
  admin = await createSignedInUser(test, { role: 'admin' });
}, 120_000);
afterAll(() => test.close());

const fieldError = (response: { statusCode: number; json: () => { errors: unknown[] } }, field: string) => {
  expect(response.statusCode).toBe(400);
  return response.json().errors.filter((error) => (error as { field: string }).field === field);
};

describe('payments with bad input', () => {
  it('refuses a payment for nothing, for both an application and an invoice, or for a malformed id', async () => {
    const { user, headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    for (const [body, field, message] of [
      [{}, 'applicationId', 'Choose an application, a trip or an invoice to pay'],
      [
        { applicationId: application.id, invoiceId: application.id },
        'applicationId',
        'Choose an application, a trip or an invoice to pay',
      ],
      [{ applicationId: 'not-a-uuid' }, 'applicationId', 'Application id must be a UUID'],
      [{ invoiceId: 42 }, 'invoiceId', 'Invoice id must be a UUID'],
      [{ tripId: 'a-trip' }, 'tripId', 'Trip id must be a UUID'],
    ] as const) {
      const response = await api.call('POST', '/api/payments/create-intent', headers, body);
      expect(fieldError(response, field), JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect(await test.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it('refuses a confirm without a payment id, with a malformed one, or without a card in test mode', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const missing = await api.call('POST', '/api/payments/confirm', headers, {});
    expect(fieldError(missing, 'paymentId')).not.toEqual([]);
    const malformed = await api.call('POST', '/api/payments/confirm', headers, { paymentId: 'abc' });
    expect(fieldError(malformed, 'paymentId')).toContainEqual({
      field: 'paymentId',
      message: 'Payment id must be a UUID',
    });
    const intent = await api.call('POST', '/api/payments/create-intent', headers, {
      applicationId: application.id,
    });
    const { paymentId } = intent.json().data;
    const cardless = await api.call('POST', '/api/payments/confirm', headers, { paymentId });
    expect(cardless.statusCode).toBe(400);
    const [pending] = await test.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(pending?.status).toBe('pending');
  });

  it('refuses unknown filters, malformed ids and an over-long refund reason', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const payment = await payApplication(test, headers, application.id);

    expect((await api.call('GET', '/api/payments?status=paid', headers)).statusCode).toBe(400);
    expect((await api.call('GET', '/api/payments?pageSize=1000', headers)).statusCode).toBe(400);
    expect((await api.call('GET', '/api/payments/list?from=yesterday', admin.headers)).statusCode).toBe(400);
    const receipt = await api.call('GET', '/api/payments/nope/receipt', headers);
    expect(fieldError(receipt, 'id')).toContainEqual({ field: 'id', message: 'Payment id must be a UUID' });

    const tooLong = await api.call('POST', `/api/payments/${payment.id}/refund`, admin.headers, {
      reason: 'x'.repeat(501),
    });
    expect(fieldError(tooLong, 'reason')).toContainEqual({
      field: 'reason',
      message: 'At most 500 characters',
    });
    const [kept] = await test.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ status: 'completed', refundedAt: null });
  });
});
