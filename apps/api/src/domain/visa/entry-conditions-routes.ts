import { entryConditionsInput, entryConditionsRecordView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { done, noData, ok, replies } from '../../lib/replies';
import { actorOf } from '../identity/auth-plugin';
import {
  createEntryConditions,
  deleteEntryConditions,
  listEntryConditions,
  updateEntryConditions,
} from './manage-entry-conditions';

const tags = ['visa'];
const params = z.object({ id: z.uuid('Entry conditions id must be a UUID') });
const view = entryConditionsRecordView;

/** The admin's entry conditions per destination or group: every change audited and answered at once. */
export const entryConditionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get('/', { schema: { tags, response: replies(z.array(view), [401, 403]) } }, async () =>
    ok(await listEntryConditions(ctx)),
  );

  app.post(
    '/',
    { schema: { tags, body: entryConditionsInput, response: replies(view, [400, 401, 403, 409], 201) } },
    async (request, reply) => {
      const input = { ctx, actor: actorOf(request).user, input: request.body };
      return reply.code(201).send(ok(await createEntryConditions(input), 'Entry conditions created'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params,
        body: entryConditionsInput,
        response: replies(view, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const input = { ctx, actor: actorOf(request).user, input: request.body, id: request.params.id };
      return ok(await updateEntryConditions(input), 'Entry conditions updated');
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params, response: replies(noData, [400, 401, 403, 404, 409]) } },
    async (request) => {
      await deleteEntryConditions({ ctx, actor: actorOf(request).user, id: request.params.id });
      return done('Entry conditions deleted');
    },
  );
};
