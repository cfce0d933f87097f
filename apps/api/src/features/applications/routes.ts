import { answerOnce, idempotencyHeaders } from '../../domain/idempotency/answer-once';
import {
  applicationCountsView,
  applicationDraftInput,
  applicationListItemView,
  applicationView,
  listApplicationsQuery,
  paged,
  ratingInput,
  ratingView,
  searchApplicationsQuery,
  statusHistoryEntryView,
} from '@visabridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { done, noData, ok, replies, typedSerializer } from '../../lib/replies';
import { actorOf, userIdOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { createApplication, deleteDraft, getVisibleApplication, updateDraft } from './drafts';
import { countApplications, listApplications } from '../../domain/applications/list-applications';
import { findRating, rateApplication } from './rating';
import { listStatusHistory } from '../../domain/applications/status-history';
import { submitApplication } from './submit';

const tags = ['applications'];
const params = z.object({ id: z.uuid('Application id must be a UUID') });
const searchLimit = 10;

/**
 * A traveller's own applications (lists, drafts, submitting, rating: travellers only). The detail and its
 * history serve everyone who may see the application (`visibleTo`): its applicant, the employee and the
 * company it was filed for, its agent, admins.
 */
export const applicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const travellerOnly = app.requireRole('general');
  const anyone = app.authenticate;
  const languageOf = (request: FastifyRequest) => readerLanguageOf(request, ctx.config.interfaceLanguages);

  app.post(
    '/',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: applicationDraftInput,
        response: replies(applicationView, [400, 401, 403, 409, 422], 201),
      },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, async (ctx) => ({
        statusCode: 201,
        body: ok(
          await createApplication(ctx, userIdOf(request), request.body, languageOf(request)),
          'Draft saved',
        ),
      })),
  );

  app.get(
    '/',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        querystring: listApplicationsQuery,
        response: replies(paged(applicationListItemView), [400, 401, 403]),
      },
      serializerCompiler: typedSerializer,
    },
    async (request) => ok(await listApplications(ctx, userIdOf(request), request.query, languageOf(request))),
  );

  app.get(
    '/summary',
    { onRequest: travellerOnly, schema: { tags, response: replies(applicationCountsView, [401, 403]) } },
    async (request) => ok(await countApplications(ctx, userIdOf(request))),
  );

  app.get(
    '/search',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        querystring: searchApplicationsQuery,
        response: replies(z.array(applicationListItemView), [400, 401, 403]),
      },
    },
    async (request) => {
      const query = listApplicationsQuery.parse({ search: request.query.q, pageSize: searchLimit });
      return ok((await listApplications(ctx, userIdOf(request), query, languageOf(request))).items);
    },
  );

  app.get(
    '/:id',
    { onRequest: anyone, schema: { tags, params, response: replies(applicationView, [400, 401, 403, 404]) } },
    async (request) =>
      ok(await getVisibleApplication(ctx, actorOf(request).user, request.params.id, languageOf(request))),
  );

  app.put(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        params,
        body: applicationDraftInput,
        response: replies(applicationView, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) =>
      ok(
        await updateDraft(ctx, userIdOf(request), request.params.id, request.body, languageOf(request)),
        'Draft saved',
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(noData, [400, 401, 403, 404, 409]) },
    },
    async (request) => {
      await deleteDraft(ctx, userIdOf(request), request.params.id);
      return done('Application deleted successfully');
    },
  );

  app.post(
    '/:id/submit',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(applicationView, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) =>
      ok(
        await submitApplication(ctx, userIdOf(request), request.params.id, languageOf(request)),
        'Application submitted',
      ),
  );

  app.get(
    '/:id/status-history',
    {
      onRequest: anyone,
      schema: { tags, params, response: replies(z.array(statusHistoryEntryView), [400, 401, 403, 404]) },
    },
    async (request) => ok(await listStatusHistory(ctx, actorOf(request).user, request.params.id)),
  );

  app.get(
    '/:id/rating',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(ratingView.nullable(), [400, 401, 403, 404]) },
    },
    async (request) => ok(await findRating(ctx, userIdOf(request), request.params.id)),
  );

  app.put(
    '/:id/rating',
    {
      onRequest: travellerOnly,
      schema: { tags, params, body: ratingInput, response: replies(ratingView, [400, 401, 403, 404, 409]) },
    },
    async (request) =>
      ok(
        await rateApplication(ctx, userIdOf(request), request.params.id, request.body),
        'Thank you for your rating',
      ),
  );
};
