import {
  acceptPageInput,
  contentLanguageSchema,
  contentPageSummary,
  contentPageView,
  faqView,
  isInterfaceLanguage,
  pendingAcceptanceView,
  text,
  updateContentPageInput,
  type InterfaceLanguage,
} from '@visabridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { answerLanguageOf } from '../../lib/message-language';
import { ok, replies } from '../../lib/replies';
import { actorOf, userIdOf } from '../../domain/identity/auth-plugin';
import { acceptPage, listPendingAcceptances } from './acceptances';
import { getContentPage, getFaq, listContentPages, listPageEditions } from './content-pages';
import { updateContentPage } from './update-content-page';

const tags = ['content'];
const slugParams = z.object({ slug: text(40) });
const languageQuery = z.object({
  /** The language to read the page in; without it, the request's (`Accept-Language`). */
  language: contentLanguageSchema.optional(),
});

/**
 * The language a reader reads the pages in, among those the site offers: the one asked for, else the
 * request's (the web app sends its page's), else the signed-in account's, else English.
 */
const readerLanguageOf = (ctx: AppContext, request: FastifyRequest, asked?: InterfaceLanguage) => {
  const offered = ctx.config.interfaceLanguages;
  if (asked) return offered.includes(asked) ? asked : 'en';
  const accountLanguage = request.actor?.user.interfaceLanguage;
  return answerLanguageOf(
    request.headers['accept-language'],
    isInterfaceLanguage(accountLanguage) ? accountLanguage : null,
    offered,
  );
};

/** The published pages for everyone, and the signed-in user's acceptance of new Terms and Privacy versions. */
export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/acceptance',
    {
      onRequest: app.authenticate,
      schema: { tags, response: replies(z.array(pendingAcceptanceView), [401]) },
    },
    async (request) =>
      ok(await listPendingAcceptances(ctx.db, userIdOf(request), readerLanguageOf(ctx, request))),
  );

  app.post(
    '/acceptance',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: acceptPageInput,
        response: replies(z.array(pendingAcceptanceView), [400, 401, 404, 409]),
      },
    },
    async (request) => {
      const language = readerLanguageOf(ctx, request);
      const pending = await acceptPage(ctx.db, userIdOf(request), request.body, language);
      return ok(pending, 'Thank you for accepting');
    },
  );

  app.get(
    '/faq',
    { schema: { tags, querystring: languageQuery, response: replies(faqView, [400, 404]) } },
    async (request) => ok(await getFaq(ctx.db, readerLanguageOf(ctx, request, request.query.language))),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        params: slugParams,
        querystring: languageQuery,
        response: replies(contentPageView, [400, 404]),
      },
    },
    async (request) => {
      const language = readerLanguageOf(ctx, request, request.query.language);
      return ok(await getContentPage(ctx.db, request.params.slug, language));
    },
  );
};

/** Administrators edit the pages and the FAQ, each language apart; every saved edit is a new version of its language. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get('/', { schema: { tags, response: replies(z.array(contentPageSummary), [401, 403]) } }, async () =>
    ok(await listContentPages(ctx.db)),
  );

  app.get(
    '/:slug',
    {
      schema: { tags, params: slugParams, response: replies(z.array(contentPageView), [400, 401, 403, 404]) },
    },
    async (request) => ok(await listPageEditions(ctx.db, request.params.slug)),
  );

  app.put(
    '/:slug',
    {
      schema: {
        tags,
        params: slugParams,
        body: updateContentPageInput,
        response: replies(contentPageView, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const page = await updateContentPage({
        ctx,
        actor: actorOf(request),
        slug: request.params.slug,
        input: request.body,
      });
      return ok(page, `${page.title} saved as version ${page.version}`);
    },
  );
};
