import type { TestApp } from './test-app';

type Headers = Record<string, string>;

/** A card as the test-mode form sends it; Stripe's 4242 test card succeeds. */
export const testCard = (number = '4242 4242 4242 4242', change: object = {}) => ({
  name: 'Test Payer',
  number,
  expiry: '12/34',
  cvc: number.startsWith('37') ? '1234' : '123',
  ...change,
});

/** Pays an application's fees (or a trip's, or an invoice) through the API with a test card, as its payer would. */
export const payThroughApi = async (
  test: TestApp,
  headers: Headers,
  target: { applicationId: string } | { tripId: string } | { invoiceId: string },
  card = testCard(),
) => {
  const intent = await test.app.inject({
    method: 'POST',
    url: '/api/payments/create-intent',
    headers,
    payload: target,
  });
  if (intent.statusCode !== 201) throw new Error(`create-intent failed: ${intent.body}`);
  const confirm = await test.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers,
    payload: { paymentId: intent.json().data.paymentId, card },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return confirm.json().data as { id: string; status: string; amount: number; method: string };
};

/** Pays an application's fees with the 4242 test card, as its owner would before staff approve it. */
export const payApplication = (test: TestApp, headers: Headers, applicationId: string) =>
  payThroughApi(test, headers, { applicationId });
