import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../domain/app-context';
import { robotsTxt, sitemapXml } from './site-map';

/** Both change only with a deploy or a new PUBLIC_URL: a crawler may keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** robots.txt and sitemap.xml at the site's root, made once from PUBLIC_URL. */
export const siteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const robots = robotsTxt(ctx.config.publicUrl);
  const sitemap = sitemapXml(ctx.config.publicUrl);
  const schema = { hide: true };
  app.get('/robots.txt', { schema }, (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema }, (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemap),
  );
};
