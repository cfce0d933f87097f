import {
  assignConsultationInput,
  consultationView,
  createConsultationInput,
  listAdminConsultationsQuery,
  listConsultationsQuery,
  paged,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { assignConsultation } from './assign-consultation';
import { bookConsultation } from './book-consultation';
import { cancelConsultation, completeConsultation } from './end-consultation';
import { listAllConsultations, listConsultations } from './list-consultations';

const tags = ['consultations'];
const params = z.object({ id: z.uuid('Consultation id must be a UUID') });
const actor = (request: Parameters<typeof actorOf>[0]) => {
  const { user } = actorOf(request);
  return { id: user.id, role: user.role };
};
const bookers = ['general', 'corporate', 'enterprise'] as const;

/** `/api/consultations`: users book and cancel their own; agents see and complete those assigned to them. */
export const consultationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      onRequest: app.requireRole(...bookers),
      schema: {
        tags,
        body: createConsultationInput,
        response: replies(consultationView, [400, 401, 403], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await bookConsultation(ctx, actor(request), request.body), 'Consultation requested')),
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: listConsultationsQuery,
        response: replies(paged(consultationView), [400, 401]),
      },
    },
    async (request) => ok(await listConsultations(ctx, actor(request), request.query)),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requireRole(...bookers),
      schema: { tags, params, response: replies(consultationView, [400, 401, 403, 404, 409]) },
    },
    async (request) =>
      ok(await cancelConsultation(ctx, actor(request), request.params.id), 'Consultation cancelled'),
  );

  app.post(
    '/:id/complete',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: { tags, params, response: replies(consultationView, [400, 401, 403, 404, 409]) },
    },
    async (request) =>
      ok(await completeConsultation(ctx, actor(request), request.params.id), 'Consultation completed'),
  );
};

/** `/api/admin/consultations`: the queue of requests and their assignment to agents. */
export const adminConsultationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listAdminConsultationsQuery,
        response: replies(paged(consultationView), [400, 401, 403]),
      },
    },
    async (request) => ok(await listAllConsultations(ctx, request.query)),
  );

  app.post(
    '/:id/assign',
    {
      schema: {
        tags,
        params,
        body: assignConsultationInput,
        response: replies(consultationView, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) =>
      ok(
        await assignConsultation(ctx, actor(request), request.params.id, request.body),
        'Consultation scheduled',
      ),
  );
};
