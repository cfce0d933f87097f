import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'VisaBridge API',
        version: '1.0.0',
        description: 'Visa requirements, applications and accounts.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
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
