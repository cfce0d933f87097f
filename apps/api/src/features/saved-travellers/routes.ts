import {
  savedTravellerDetail,
  savedTravellerInput,
  savedTravellerView,
} from '@visabridge/contract/saved-travellers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { actorOf } from '../../domain/identity/auth-plugin';
import { done, noData, ok, replies } from '../../lib/replies';
import {
  addSavedTraveller,
  findSavedTraveller,
  listSavedTravellers,
  removeSavedTraveller,
  updateSavedTraveller,
} from './saved-travellers';

const tags = ['saved-travellers'];
const params = z.object({ id: z.uuid('Traveller id must be a UUID') });
const ownerOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request).user.id;

/** `/api/saved-travellers`: the people a traveller's account applies for, kept to reuse; the owner's only. */
export const savedTravellerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const travellerOnly = app.requireRole('general');

  app.get(
    '/',
    {
      onRequest: travellerOnly,
      schema: { tags, response: replies(z.array(savedTravellerView), [401, 403]) },
    },
    async (request) => ok(await listSavedTravellers(ctx, ownerOf(request))),
  );

  app.post(
    '/',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        body: savedTravellerInput,
        response: replies(savedTravellerDetail, [400, 401, 403, 409], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await addSavedTraveller(ctx, ownerOf(request), request.body), 'Traveller saved')),
  );

  app.get(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(savedTravellerDetail, [400, 401, 403, 404]) },
    },
    async (request) => ok(await findSavedTraveller(ctx, ownerOf(request), request.params.id)),
  );

  app.put(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        params,
        body: savedTravellerInput,
        response: replies(savedTravellerDetail, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await updateSavedTraveller(ctx, ownerOf(request), request.params.id, request.body),
        'Traveller updated',
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(noData, [400, 401, 403, 404]) },
    },
    async (request) => {
      await removeSavedTraveller(ctx, ownerOf(request), request.params.id);
      return done('Traveller removed');
    },
  );
};
