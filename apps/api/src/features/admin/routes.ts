import {
  adminUserListItem,
  adminAnalyticsView,
  auditEventView,
  bulkStatusUpdateInput,
  bulkStatusUpdateView,
  listAuditQuery,
  listSecurityEventsQuery,
  securityEventView,
  listUsersQuery,
  cursorPaged,
  paged,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies, typedSerializer } from '../../lib/replies';
import { listUsers } from './list-users';
import { listAudit } from './list-audit';
import { listSecurityEvents } from '../auth/list-security-events';
import { bulkStatusUpdate } from '../visa-applications/bulk-status-update';
import { bulkStatusUpdateIn } from './bulk-status-language';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { actorOf } from '../../domain/identity/auth-plugin';
import { adminAnalytics } from '../analytics/admin-analytics';

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        querystring: listUsersQuery,
        response: replies(paged(adminUserListItem), [400, 401, 403]),
      },
    },
    async (request) => ok(await listUsers({ ctx, query: request.query })),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        querystring: listAuditQuery,
        response: replies(cursorPaged(auditEventView), [400, 401, 403]),
      },
      serializerCompiler: typedSerializer,
    },
    async (request) => ok(await listAudit(ctx, request.query)),
  );

  app.get(
    '/security-events',
    {
      schema: {
        tags: ['admin'],
        description:
          'Sign-ins, refusals and account changes, newest first. `account` is an email or a user id; ' +
          '`address` an IP address, compared by its keyed hash (addresses are not stored).',
        querystring: listSecurityEventsQuery,
        response: replies(cursorPaged(securityEventView), [400, 401, 403]),
      },
      serializerCompiler: typedSerializer,
    },
    async (request) => ok(await listSecurityEvents(ctx, request.query)),
  );

  app.post(
    '/bulk-status-update',
    {
      schema: {
        tags: ['admin'],
        body: bulkStatusUpdateInput,
        response: replies(bulkStatusUpdateView, [400, 401, 403]),
      },
    },
    async (request) => {
      // The envelope's message is translated on its way out; the reasons in its data are written here.
      const language = readerLanguageOf(request, ctx.config.interfaceLanguages);
      const result = await bulkStatusUpdate(ctx, actorOf(request).user, request.body.items, language);
      return ok(
        bulkStatusUpdateIn(language, result),
        `${result.updated.length} updated, ${result.refused.length} refused`,
      );
    },
  );

  app.get(
    '/analytics',
    { schema: { tags: ['admin'], response: replies(adminAnalyticsView, [401, 403]) } },
    async () => ok(await adminAnalytics(ctx)),
  );
};
