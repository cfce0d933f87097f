import {
  agentStatsView,
  listTasksQuery,
  paged,
  taskInput,
  taskUpdateInput,
  taskView,
} from '@visabridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { userIdOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { agentStats } from './agent-stats';
import { createTask, listTasks, setTaskCompleted } from './tasks';

const tags = ['agent'];

/** `/api/agent`: the signed-in agent's own tasks and figures. */
export const agentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('agent'));
  const languageOf = (request: FastifyRequest) => readerLanguageOf(request, ctx.config.interfaceLanguages);

  app.get(
    '/tasks',
    { schema: { tags, querystring: listTasksQuery, response: replies(paged(taskView), [400, 401, 403]) } },
    async (request) => ok(await listTasks(ctx, userIdOf(request), request.query, languageOf(request))),
  );

  app.post(
    '/tasks',
    { schema: { tags, body: taskInput, response: replies(taskView, [400, 401, 403, 422], 201) } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await createTask(ctx, userIdOf(request), request.body, languageOf(request)), 'Task created'),
        ),
  );

  app.put(
    '/tasks/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('Task id must be a UUID') }),
        body: taskUpdateInput,
        response: replies(taskView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { completed } = request.body;
      const task = await setTaskCompleted(
        ctx,
        userIdOf(request),
        request.params.id,
        completed,
        languageOf(request),
      );
      return ok(task, task.completed ? 'Task marked as completed' : 'Task reopened');
    },
  );

  app.get('/stats', { schema: { tags, response: replies(agentStatsView, [401, 403]) } }, async (request) =>
    ok(await agentStats(ctx, userIdOf(request))),
  );
};
