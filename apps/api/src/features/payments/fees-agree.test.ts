import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationsTestApp, completeDraft, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';
import type { TestApp } from '../../test/test-app';
import { gbBusinessPolicy, platformFeesOnly } from '../../test/fees';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
  const admin = await createSignedInUser(test, { role: 'admin' });
  const policy = await api.call('POST', '/api/visa/policies', admin.headers, gbBusinessPolicy);
  expect(policy.statusCode).toBe(201);
}, 120_000);
afterAll(() => test.close());

/** What the checker shows, what the application stores, what the payment charges and the receipt says. */
const followTheFee = async (draft: ReturnType<typeof completeDraft>) => {
  const { headers } = await createSignedInUser(test);
  const answer = await api.call('POST', '/api/visa/requirements', {}, draft);
  const shown = answer.json().data.fees;
  const application = await api.submitted(headers, draft);
  const stored = (await api.call('GET', `/api/applications/${application.id}`, headers)).json().data.fees;
  const payment = await payApplication(test, headers, application.id);
  return { shown, stored, payment };
};

describe('the fee shown is the fee stored, charged and receipted', () => {
  it('for a corridor with a curated government fee: that fee plus the platform fees', async () => {
    const { shown, stored, payment } = await followTheFee(completeDraft());
    expect(shown).toEqual({
      baseFee: 17500,
      processingFee: 1500,
      serviceFee: 1000,
      total: 20000,
      currency: 'USD',
      governmentFee: { amount: 17500, currency: 'USD', isCollected: true },
    });
    expect(stored).toEqual(shown);
    expect(payment).toMatchObject({ status: 'completed', amount: 20000 });
  });

  it('for a corridor without one: the platform fees only, the government fee paid to the embassy', async () => {
    const { shown, stored, payment } = await followTheFee(completeDraft({ purpose: 'tourist' }));
    expect(shown).toEqual(platformFeesOnly);
    expect(stored).toEqual(shown);
    expect(payment).toMatchObject({ status: 'completed', amount: 2500 });
  });
});
