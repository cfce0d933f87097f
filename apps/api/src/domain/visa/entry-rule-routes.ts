import { entryRuleGroupsView, entryRuleInput, entryRuleView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { done, noData, ok, replies } from '../../lib/replies';
import { actorOf } from '../identity/auth-plugin';
import { listEntryRuleGroups } from './list-entry-rule-groups';
import { createEntryRule, deleteEntryRule, listEntryRules, updateEntryRule } from './manage-entry-rules';

const tags = ['visa'];
const params = z.object({ id: z.uuid('Entry rule id must be a UUID') });

/** The admin's dated entry rules: every change audited and answered by the checker at once. */
export const entryRuleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get('/', { schema: { tags, response: replies(z.array(entryRuleView), [401, 403]) } }, async () =>
    ok(await listEntryRules(ctx)),
  );

  app.get('/groups', { schema: { tags, response: replies(entryRuleGroupsView, [401, 403]) } }, () =>
    ok(listEntryRuleGroups()),
  );

  app.post(
    '/',
    { schema: { tags, body: entryRuleInput, response: replies(entryRuleView, [400, 401, 403], 201) } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createEntryRule({ ctx, actor: actorOf(request).user, input: request.body }),
            'Entry rule created',
          ),
        ),
  );

  app.put(
    '/:id',
    {
      schema: { tags, params, body: entryRuleInput, response: replies(entryRuleView, [400, 401, 403, 404]) },
    },
    async (request) =>
      ok(
        await updateEntryRule({
          ctx,
          actor: actorOf(request).user,
          input: request.body,
          id: request.params.id,
        }),
        'Entry rule updated',
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, params, response: replies(noData, [400, 401, 403, 404, 409]) } },
    async (request) => {
      await deleteEntryRule({ ctx, actor: actorOf(request).user, id: request.params.id });
      return done('Entry rule deleted');
    },
  );
};
