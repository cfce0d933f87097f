import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const crossSiteRefused =
  'This request did not come from the VisaBridge app and was refused. Reload the page and try again.';

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Whether the request comes from a page of this site (Origin, or Referer when a browser leaves Origin out). */
export const isSameOrigin = (request: FastifyRequest, config: Pick<Config, 'publicUrl'>) =>
  (request.headers.origin ?? originOf(request.headers.referer)) === originOf(config.publicUrl);
