import {
  countryCodeField,
  paged,
  paginationQuery,
  purposeSchema,
  text,
  visaTypeView,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { ok, replies } from '../../lib/replies';
import { readerLanguageOf } from '../identity/reader-language';
import { listVisaTypes } from './list-visa-types';

const listQuery = paginationQuery.extend({
  destination: countryCodeField('Destination').optional(),
  purpose: purposeSchema.optional(),
  search: text(60).optional(),
});

export const visaTypeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    { schema: { tags: ['visa'], querystring: listQuery, response: replies(paged(visaTypeView), [400]) } },
    async (request) =>
      ok(
        await listVisaTypes({
          ctx,
          query: request.query,
          language: readerLanguageOf(request, ctx.config.interfaceLanguages),
        }),
      ),
  );
};
