import { answerOnce, idempotencyHeaders } from '../../domain/idempotency/answer-once';
import {
  confirmPaymentInput,
  createPaymentIntentInput,
  feeDueView,
  listPaymentsQuery,
  ownPaymentsQuery,
  paged,
  paymentConfigView,
  paymentIntentView,
  paymentListView,
  paymentView,
  refundPaymentInput,
  type PaymentView,
} from '@visabridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { fileReplies, ok, replies } from '../../lib/replies';
import { actorOf, userIdOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { confirmPayment } from './confirm-payment';
import { createPaymentIntent } from './create-payment-intent';
import { findReceipt } from './find-receipt';
import { listFeesDue } from './list-fees-due';
import { listOwnPayments, listPayments } from './list-payments';
import { receiptNumberOf, renderReceiptPdf } from './receipt-pdf';
import { refundPayment } from './refund-payment';
import { assertRecentSecondFactor } from '../../domain/identity/second-factor-state';
import { webhookRoutes } from './webhook-routes';

const tags = ['payments'];
const params = z.object({ id: z.uuid('Payment id must be a UUID') });

const confirmMessages: Record<PaymentView['status'], string> = {
  completed: 'Payment successful',
  pending: 'Your payment is processing',
  failed: 'This payment was declined',
  refunded: 'This payment was refunded',
  expired: 'This payment expired before it was completed',
};

/** `/api/payments`: card payments of applications and invoices, the ledger, receipts and refunds. */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(webhookRoutes, { ctx });
  const languageOf = (request: FastifyRequest) => readerLanguageOf(request, ctx.config.interfaceLanguages);

  app.get(
    '/config',
    { onRequest: app.authenticate, schema: { tags, response: replies(paymentConfigView, [401]) } },
    async () =>
      ok({
        mode: ctx.payments.mode,
        publishableKey: ctx.payments.publishableKey,
        testCards: ctx.payments.testCards,
      }),
  );

  app.get(
    '/due',
    {
      onRequest: app.requireRole('general'),
      schema: { tags, response: replies(z.array(feeDueView), [401, 403]) },
    },
    async (request) => ok(await listFeesDue(ctx, userIdOf(request), languageOf(request))),
  );

  app.post(
    '/create-intent',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: createPaymentIntentInput,
        response: replies(paymentIntentView, [400, 401, 403, 404, 409, 422], 201),
      },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, async (ctx) => ({
        statusCode: 201,
        body: ok(await createPaymentIntent(ctx, actorOf(request).user, request.body, languageOf(request))),
      })),
  );

  app.post(
    '/confirm',
    {
      onRequest: app.authenticate,
      schema: { tags, body: confirmPaymentInput, response: replies(paymentView, [400, 401, 402, 404, 409]) },
    },
    async (request) => {
      const payment = await confirmPayment(ctx, userIdOf(request), request.body, languageOf(request));
      return ok(payment, confirmMessages[payment.status]);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: ownPaymentsQuery, response: replies(paged(paymentView), [400, 401]) },
    },
    async (request) => ok(await listOwnPayments(ctx, userIdOf(request), request.query, languageOf(request))),
  );

  app.get(
    '/list',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, querystring: listPaymentsQuery, response: replies(paymentListView, [400, 401, 403]) },
    },
    async (request) => ok(await listPayments(ctx, request.query, languageOf(request))),
  );

  app.get(
    '/:id/receipt',
    {
      onRequest: app.authenticate,
      schema: { tags, params, response: fileReplies(['application/pdf'], [404, 409]) },
    },
    async (request, reply) => {
      const viewer = actorOf(request).user;
      const language = languageOf(request);
      const payment = await findReceipt(ctx, viewer, request.params.id, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receiptNumberOf(payment)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderReceiptPdf(payment, language, viewer.language));
    },
  );

  app.post(
    '/:id/refund',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params,
        body: refundPaymentInput,
        response: replies(paymentView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      assertRecentSecondFactor(ctx, actorOf(request));
      return ok(
        await refundPayment(ctx, userIdOf(request), request.params.id, request.body, languageOf(request)),
        'Payment refunded',
      );
    },
  );
};
