import {
  applicationDraftInput,
  applicationView,
  listApplicationsQuery,
  paged,
  statusHistoryEntryView,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { done, noData, ok, replies } from '../../lib/replies';
import { actorOf } from '../../plugins/auth';
import { createApplication, deleteDraft, getApplication, updateDraft } from './drafts';
import { listApplications } from './list-applications';
import { listStatusHistory } from './status-history';

const tags = ['applications'];
const params = z.object({ id: z.uuid('Application id must be a UUID') });

export const applicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('general'));
  const userIdOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request).user.id;

  app.post(
    '/',
    {
      schema: { tags, body: applicationDraftInput, response: replies(applicationView, [400, 401, 403], 201) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await createApplication({ ctx, userId: userIdOf(request), input: request.body }), 'Draft saved'),
        ),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listApplicationsQuery,
        response: replies(paged(applicationView), [400, 401, 403]),
      },
    },
    async (request) => ok(await listApplications({ ctx, userId: userIdOf(request), query: request.query })),
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: replies(applicationView, [400, 401, 403, 404]) } },
    async (request) => ok(await getApplication({ ctx, userId: userIdOf(request), id: request.params.id })),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params,
        body: applicationDraftInput,
        response: replies(applicationView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await updateDraft({ ctx, userId: userIdOf(request), id: request.params.id, input: request.body }),
        'Draft saved',
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, params, response: replies(noData, [400, 401, 403, 404, 409]) } },
    async (request) => {
      await deleteDraft({ ctx, userId: userIdOf(request), id: request.params.id });
      return done('Application deleted successfully');
    },
  );

  app.get(
    '/:id/status-history',
    { schema: { tags, params, response: replies(z.array(statusHistoryEntryView), [400, 401, 403, 404]) } },
    async (request) => ok(await listStatusHistory({ ctx, userId: userIdOf(request), id: request.params.id })),
  );
};
