import {
  countryCodeField,
  dataEditionView,
  messages,
  requirementsInput,
  requirementsResult,
  visaPolicyInput,
  visaPolicyView,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { done, noData, ok, replies, typedSerializer } from '../../lib/replies';
import { checkRequirements } from './check-requirements';
import { createPolicy, deletePolicy, listPolicies, updatePolicy } from './policies';

const tags = ['visa'];
const policyParams = z.object({ id: z.uuid('Policy id must be a UUID') });

export const visaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { index, checkLog } = ctx.visa;

  app.post(
    '/requirements',
    {
      schema: { tags, body: requirementsInput, response: replies(requirementsResult, [400, 422, 503]) },
      serializerCompiler: typedSerializer,
    },
    async (request) => {
      const result = checkRequirements(index, request.body);
      checkLog.record({
        fromCountry: result.fromCountry.code,
        toCountry: result.toCountry.code,
        purpose: result.purpose,
        category: result.category,
      });
      return ok(result);
    },
  );

  app.get(
    '/data-status',
    {
      schema: {
        tags,
        response: replies(z.object({ edition: dataEditionView.nullable(), notice: z.string().nullable() })),
      },
    },
    async () => {
      const edition = index.edition();
      return ok({ edition, notice: edition ? null : messages.visaDataMissing });
    },
  );

  app.get(
    '/policies',
    {
      schema: {
        tags,
        querystring: z.object({
          from: countryCodeField('From country').optional(),
          to: countryCodeField('To country').optional(),
        }),
        response: replies(z.array(visaPolicyView), [400]),
      },
    },
    async (request) => ok(await listPolicies(ctx, request.query)),
  );

  app.post(
    '/policies',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, body: visaPolicyInput, response: replies(visaPolicyView, [400, 401, 403, 409], 201) },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createPolicy(ctx, request.body), 'Visa policy created')),
  );

  app.put(
    '/policies/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params: policyParams,
        body: visaPolicyInput,
        response: replies(visaPolicyView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await updatePolicy(ctx, request.params.id, request.body), 'Visa policy updated'),
  );

  app.delete(
    '/policies/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, params: policyParams, response: replies(noData, [400, 401, 403, 404]) },
    },
    async (request) => {
      await deletePolicy(ctx, request.params.id);
      return done('Visa policy deleted');
    },
  );
};
