import {
  booleanQuery,
  countryView,
  popularDestinationView,
  queryInteger,
  requiredText,
  searchCountries,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { listCountries } from './country-list';
import { listPopularDestinations } from './popular-destinations';

const tags = ['countries'];
const limitField = queryInteger('Limit must be a whole number', { min: 1, max: 50 }).default(10);

export const countryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { index } = ctx.visa;

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: z.object({ active: booleanQuery.optional() }),
        response: replies(z.array(countryView), [400]),
      },
    },
    async (request) => ok(listCountries(index, request.query.active)),
  );

  app.get(
    '/popular',
    {
      schema: {
        tags,
        querystring: z.object({ limit: limitField }),
        response: replies(z.array(popularDestinationView), [400]),
      },
    },
    async (request) => ok(await listPopularDestinations(ctx.db, index.country, request.query.limit)),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        querystring: z.object({
          q: requiredText('Search text is required', 60),
          limit: limitField,
        }),
        response: replies(z.array(countryView), [400]),
      },
    },
    async (request) => ok(searchCountries(index.countries(), request.query.q, request.query.limit)),
  );
};
