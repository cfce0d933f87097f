import {
  countryCodeField,
  dataStatusView,
  dayOf,
  listVisaPoliciesQuery,
  paged,
  requirementsInput,
  requirementsResult,
  visaPolicyInput,
  visaPolicyListItem,
  visaPolicyView,
} from '@visabridge/contract';
import { tripInput, tripResult } from '@visabridge/contract/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { done, noData, ok, replies } from '../../lib/replies';
import { createAnswerCache } from './answer-cache';
import { checkRequirements, tripDaysOf } from './check-requirements';
import { checkTrip } from './check-trip';
import { positionAmong } from './entry-rule-scope';
import { readDataStatus } from './data-status';
import type { CheckEntry } from './check-log';
import { actorOf } from '../identity/auth-plugin';
import { readerLanguageOf } from '../identity/reader-language';
import { listPolicyPage } from './list-policy-page';
import { createPolicy, deletePolicy, listPolicies, updatePolicy } from './policies';

const tags = ['visa'];
/** About 2 KB each: at most some 20 MB of answers, far more corridors than are asked in a day. */
const ANSWER_CACHE_LIMIT = 10_000;
const policyParams = z.object({ id: z.uuid('Policy id must be a UUID') });

export const visaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { index, checkLog } = ctx.visa;
  const answers = createAnswerCache<{ body: Buffer; check: CheckEntry }>(ANSWER_CACHE_LIMIT);

  app.post(
    '/requirements',
    {
      // A signed-in traveller is answered in their account's language when the request names none.
      onRequest: app.identify,
      schema: { tags, body: requirementsInput, response: replies(requirementsResult, [400, 422, 503]) },
    },
    async (request, reply) => {
      const { fromCountry, toCountry, purpose, visaType = '' } = request.body;
      const language = readerLanguageOf(request, ctx.config.interfaceLanguages);
      const today = dayOf();
      // Dates matter only where the destination's rules change between them: keyed on where they fall.
      const { boundaries } = index.entryRules(toCountry);
      const trip = tripDaysOf(request.body, today);
      const when = [trip.travelDate, trip.returnDate, trip.applyDate]
        .map((day) => positionAmong(boundaries, day))
        .join(',');
      const answer = answers.answer(
        index.generation(),
        `${language}:${fromCountry}${toCountry}${purpose}:${visaType}:${today}:${when}`,
        () => {
          const result = checkRequirements(index, ctx.config.fees, request.body, today, language);
          return {
            body: Buffer.from(JSON.stringify(ok(result))),
            check: { fromCountry, toCountry, purpose, category: result.category },
          };
        },
      );
      checkLog.record(answer.check);
      // A ready body skips serialisation, so the hook that marks answers as varying by language does not run.
      return reply
        .type('application/json; charset=utf-8')
        .header('vary', 'accept-language')
        .send(answer.body);
    },
  );

  // A whole trip, leg by leg; public like the single check, and logged as one check per leg.
  app.post(
    '/trips',
    {
      onRequest: app.identify,
      schema: { tags, body: tripInput, response: replies(tripResult, [400, 422, 503]) },
    },
    async (request) =>
      ok(
        checkTrip({
          index,
          schedule: ctx.config.fees,
          trip: request.body,
          record: (entry) => checkLog.record(entry),
          language: readerLanguageOf(request, ctx.config.interfaceLanguages),
        }),
      ),
  );

  app.get(
    '/data-status',
    {
      schema: {
        tags,
        response: replies(dataStatusView),
      },
    },
    async () => ok(readDataStatus(index)),
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

  // The admin screen's list: paged, filtered, with country names and flags; GET /policies stays as it was.
  app.get(
    '/policies/list',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        querystring: listVisaPoliciesQuery,
        response: replies(paged(visaPolicyListItem), [400, 401, 403]),
      },
    },
    async (request) => ok(await listPolicyPage(ctx, request.query)),
  );

  app.post(
    '/policies',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, body: visaPolicyInput, response: replies(visaPolicyView, [400, 401, 403, 409], 201) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createPolicy(ctx, actorOf(request).user, request.body), 'Visa policy created')),
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
    async (request) =>
      ok(
        await updatePolicy(ctx, actorOf(request).user, request.params.id, request.body),
        'Visa policy updated',
      ),
  );

  app.delete(
    '/policies/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, params: policyParams, response: replies(noData, [400, 401, 403, 404]) },
    },
    async (request) => {
      await deletePolicy(ctx, actorOf(request).user, request.params.id);
      return done('Visa policy deleted');
    },
  );
};
