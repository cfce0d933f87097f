import { countOf } from '@visabridge/contract';
import {
  tripGuardianInput,
  tripInput,
  tripInvitationAcceptInput,
  tripInvitationInput,
  tripTravellerInput,
  tripView,
} from '@visabridge/contract/group-trips';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { actorOf, userIdOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { done, noData, ok, replies } from '../../lib/replies';
import { addTraveller, removeTraveller, setGuardian } from './trip-travellers';
import { createTrip, deleteTrip, getTrip, listTrips, updateTrip } from './trips';
import { submitTrip } from './submit-trip';
import { acceptTripInvitation, inviteTraveller } from './trip-invitations';

const tags = ['trips'];
const params = z.object({ id: z.uuid('Trip id must be a UUID') });
const travellerParams = params.extend({ applicationId: z.uuid('Traveller id must be a UUID') });

/**
 * `/api/trips`: a traveller's trips taken with others, one destination and set of dates for several travellers,
 * each with an application of their own. The owner's only: any other account's trip answers 404.
 */
export const tripRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const travellerOnly = app.requireRole('general');
  // The trip's answers (categories, stays, sources) in the reader's language.
  const languageOf = (request: FastifyRequest) => readerLanguageOf(request, ctx.config.interfaceLanguages);

  app.get(
    '/',
    { onRequest: travellerOnly, schema: { tags, response: replies(z.array(tripView), [401, 403]) } },
    async (request) => ok(await listTrips(ctx, userIdOf(request), languageOf(request))),
  );

  app.post(
    '/',
    {
      onRequest: travellerOnly,
      schema: { tags, body: tripInput, response: replies(tripView, [400, 401, 403], 201) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createTrip(ctx, userIdOf(request), request.body, languageOf(request)), 'Trip saved')),
  );

  app.get(
    '/:id',
    { onRequest: travellerOnly, schema: { tags, params, response: replies(tripView, [400, 401, 403, 404]) } },
    async (request) => ok(await getTrip(ctx, userIdOf(request), request.params.id, languageOf(request))),
  );

  app.put(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: { tags, params, body: tripInput, response: replies(tripView, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) =>
      ok(
        await updateTrip(ctx, userIdOf(request), request.params.id, request.body, languageOf(request)),
        'Trip saved',
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(noData, [400, 401, 403, 404, 409]) },
    },
    async (request) => {
      await deleteTrip(ctx, userIdOf(request), request.params.id);
      return done('Trip deleted');
    },
  );

  app.post(
    '/:id/travellers',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        params,
        body: tripTravellerInput,
        response: replies(tripView, [400, 401, 403, 404, 409, 422], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await addTraveller(ctx, userIdOf(request), request.params.id, request.body, languageOf(request)),
            'Traveller added',
          ),
        ),
  );

  app.delete(
    '/:id/travellers/:applicationId',
    {
      onRequest: travellerOnly,
      schema: { tags, params: travellerParams, response: replies(tripView, [400, 401, 403, 404, 409]) },
    },
    async (request) =>
      ok(
        await removeTraveller(
          ctx,
          userIdOf(request),
          request.params.id,
          request.params.applicationId,
          languageOf(request),
        ),
        'Traveller removed',
      ),
  );

  app.put(
    '/:id/travellers/:applicationId/guardian',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        params: travellerParams,
        body: tripGuardianInput,
        response: replies(tripView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await setGuardian(
          ctx,
          userIdOf(request),
          request.params.id,
          request.params.applicationId,
          request.body.guardianId,
          languageOf(request),
        ),
        'Guardian saved',
      ),
  );

  app.post(
    '/:id/travellers/:applicationId/invitation',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        description:
          'Emails an adult traveller a link to follow their own application (documents, messages) from their own account; a new one replaces one not taken up.',
        params: travellerParams,
        body: tripInvitationInput,
        response: replies(tripView, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (request) => {
      const { params, body } = request;
      const trip = await inviteTraveller(
        ctx,
        actorOf(request).user,
        params.id,
        params.applicationId,
        body.email,
        languageOf(request),
      );
      return ok(trip, `Invitation sent to ${body.email}`);
    },
  );

  app.post(
    '/invitations/accept',
    {
      onRequest: travellerOnly,
      schema: {
        tags,
        body: tripInvitationAcceptInput,
        response: replies(z.object({ applicationId: z.uuid(), invitedBy: z.string() }), [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await acceptTripInvitation(ctx, actorOf(request).user, request.body.token),
        'You now follow your application from your own account',
      ),
  );

  app.post(
    '/:id/submit',
    {
      onRequest: travellerOnly,
      schema: { tags, params, response: replies(tripView, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) => {
      const { view, submitted } = await submitTrip(
        ctx,
        userIdOf(request),
        request.params.id,
        languageOf(request),
      );
      return ok(view, `Trip submitted: ${countOf(submitted, 'traveller')} waiting for review`);
    },
  );
};
