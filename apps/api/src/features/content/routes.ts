import {
  acceptPageInput,
  contentPageSummary,
  contentPageView,
  pendingAcceptanceView,
  text,
  updateContentPageInput,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf, userIdOf } from '../../domain/identity/auth-plugin';
import { acceptPage, listPendingAcceptances } from './acceptances';
import { getContentPage, listContentPages, updateContentPage } from './content-pages';

const tags = ['content'];
const slugParams = z.object({ slug: text(40) });

/** The published pages for everyone, and the signed-in user's acceptance of new Terms and Privacy versions. */
export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/acceptance',
    {
      onRequest: app.authenticate,
      schema: { tags, response: replies(z.array(pendingAcceptanceView), [401]) },
    },
    async (request) => ok(await listPendingAcceptances(ctx.db, userIdOf(request))),
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
    async (request) =>
      ok(await acceptPage(ctx.db, userIdOf(request), request.body), 'Thank you for accepting'),
  );

  app.get(
    '/:slug',
    { schema: { tags, params: slugParams, response: replies(contentPageView, [400, 404]) } },
    async (request) => ok(await getContentPage(ctx.db, request.params.slug)),
  );
};

/** Administrators edit the pages; every saved edit is a new version. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get('/', { schema: { tags, response: replies(z.array(contentPageSummary), [401, 403]) } }, async () =>
    ok(await listContentPages(ctx.db)),
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
