import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorEnvelope } from '@visabridge/contract/response-envelope';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileMediaTypes } from '../lib/replies';
import { messageForStatus } from '../lib/status-messages';
import { trackRouteGuards, type RouteAccess } from './route-guards';

type Transform = typeof jsonSchemaTransform;
type Responses = Record<string, unknown>;

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/**
 * The statuses any route of its kind can answer, whatever its handler does: a refused parameter or body (400),
 * no session (401), a role, a cookie from another site or a session still owing its second factor (403), a body
 * too large (413), a path parameter too long (414) or a body of a type not read (415), and the database being
 * away (503) or a fault (500).
 */
const commonStatusesOf = (method: string, schema: Record<string, unknown>, access: RouteAccess) => [
  ...(schema.params || schema.querystring || hasBody(method) ? [400] : []),
  // A path parameter longer than the router takes (MAX_PARAM_LENGTH).
  ...(schema.params ? [414] : []),
  ...(access.isSessionRequired ? [401] : []),
  // A session must have passed (or, for staff, set up) its second factor; a session cookie on a change is
  // checked for its origin, on public routes that look for one too.
  ...(access.roles || access.isSessionRequired || (access.isSessionRead && hasBody(method)) ? [403] : []),
  ...(hasBody(method) ? [413, 415] : []),
  500,
  503,
];

const securityOf = (access: RouteAccess) => {
  const session = [{ bearer: [] }, { session: [] }];
  if (access.isSessionRequired) return session;
  // An empty requirement first: the session is optional, it only changes what is shown.
  return access.isSessionRead ? [{}, ...session] : [];
};

const binaryContent = (mediaTypes: string[]) =>
  Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

/**
 * Adds to each operation what its declaration leaves to the app: who may call it (read off its guard hooks),
 * the statuses every route of its kind can answer, the media types of a file it answers with, and a
 * description of each status.
 */
const operationTransform =
  (accessOf: ReturnType<typeof trackRouteGuards>): Transform =>
  (input) => {
    const schema = (input.schema ?? {}) as Record<string, unknown>;
    if (schema.hide) return jsonSchemaTransform(input);
    const access = accessOf(input.route);
    const method = ([input.route.method].flat()[0] ?? 'GET') as HTTPMethods;
    const declared = (schema.response ?? { 200: z.unknown() }) as Record<string, z.ZodType>;
    const files = Object.entries(declared).flatMap(([status, body]) => {
      const mediaTypes = fileMediaTypes.get(body);
      return mediaTypes ? [[status, mediaTypes] as const] : [];
    });
    const response: Record<string, z.ZodType> = { ...declared };
    for (const status of commonStatusesOf(method, schema, access)) response[status] ??= errorEnvelope;
    const transformed = jsonSchemaTransform({
      ...input,
      schema: {
        ...schema,
        response,
        security: securityOf(access),
        ...(access.roles ? { 'x-roles': access.roles } : {}),
      },
    });
    const responses = (transformed.schema as { response: Responses }).response;
    for (const [status, body] of Object.entries(responses)) {
      const isError = Number(status) >= 400;
      responses[status] = {
        ...(body as object),
        description: isError ? messageForStatus(Number(status)) : 'Success',
      };
    }
    for (const [status, mediaTypes] of files)
      responses[status] = { description: 'The file', content: binaryContent(mediaTypes) };
    return transformed;
  };

/**
 * OpenAPI 3.0 lets a nullable enum be null only if its values list null: zod writes `nullable` alone, so a
 * null the API answers (no theme chosen yet) read as a breach of its own document.
 */
const withNullInNullableEnums = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withNullInNullableEnums);
  if (typeof value !== 'object' || value === null) return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withNullInNullableEnums(item)]),
  ) as Record<string, unknown>;
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null))
    object.enum = [...(object.enum as unknown[]), null];
  return object;
};

const componentsTransform = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  const accessOf = trackRouteGuards(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'VisaBridge API',
        version: '1.0.0',
        description:
          'Visa requirements, applications and accounts. Every answer is the envelope `{ success, data?, message?, errors? }`, ' +
          'but for files. An operation that needs a session says so in `security` (and its roles in `x-roles`).',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token POST /api/auth/login answers with.',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'vb_session',
            description:
              "The web app's session cookie (`__Host-vb_session` over https); a change made with it needs the " +
              'header `X-Requested-With: visabridge` and a request from the site itself.',
          },
        },
      },
    },
    transform: operationTransform(accessOf),
    // Schemas the route schemas refer to by name (a recursive one: a page's Markdown tree) go under components.
    transformObject: (input) =>
      withNullInNullableEnums(componentsTransform(input)) as ReturnType<typeof componentsTransform>,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      // swagger-ui answers its static/index.html with a redirect to the same path minus that name, but
      // only when nothing follows it: with a query string it redirected to itself, forever.
      onRequest: async (request, reply) => {
        if (request.routeOptions.url === '/api/docs/static/index.html') return reply.redirect('/api/docs/');
      },
    },
  });
});
