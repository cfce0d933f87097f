import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApp } from './test-app';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  last_payment_error: { message: string; type: string } | null;
  payment_method: { id: string; object: 'payment_method'; card: { brand: string; last4: string } } | null;
};

export type StripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
};

/**
 * A tiny stand-in for Stripe's API on a local port, answering the calls the Stripe provider makes:
 * create, retrieve and cancel PaymentIntents, create refunds. The browser's part (Elements confirming the
 * card) is played by `settle`.
 */
export const startFakeStripe = async () => {
  const intents = new Map<string, Intent>();
  const requests: StripeRequest[] = [];
  let counter = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = new URLSearchParams(raw);
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        body,
      });
      const reply = (status: number, payload: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        counter += 1;
        const id = `pi_fake_${counter}`;
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          last_payment_error: null,
          payment_method: null,
        };
        intents.set(id, intent);
        return reply(200, intent);
      }
      const cancelled = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      const toCancel = cancelled ? intents.get(cancelled[1] ?? '') : undefined;
      if (request.method === 'POST' && toCancel) {
        toCancel.status = 'canceled';
        return reply(200, toCancel);
      }
      const intent = intents.get(url.pathname.replace('/v1/payment_intents/', ''));
      if (request.method === 'GET' && intent) return reply(200, intent);
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        counter += 1;
        return reply(200, { id: `re_fake_${counter}`, object: 'refund', status: 'succeeded' });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    client: new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    /** What Elements does in the browser: the card succeeds (Visa 4242) or is declined. */
    settle: (id: string, outcome: 'succeeded' | 'declined') => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.payment_method = {
        id: 'pm_fake',
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242' },
      };
      if (outcome === 'succeeded') intent.status = 'succeeded';
      else intent.last_payment_error = { message: 'Your card was declined.', type: 'card_error' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Delivers a Stripe event about a payment intent to the app's webhook, signed with `webhookSecret`. */
export const deliverIntentEvent = (
  test: Pick<TestApp, 'app'>,
  webhookSecret: string,
  event: { id: string; type: string; intentId: string },
) => {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: { id: event.intentId, object: 'payment_intent' } },
  });
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      }),
    },
    payload,
  });
};
