import {
  applicationView,
  assignAgentInput,
  analysisOverrideInput,
  documentRejectionInput,
  documentView,
  documentRequestInput,
  documentRequestView,
  exportStaffApplicationsQuery,
  listAgentApplicationsQuery,
  listStaffApplicationsQuery,
  cursorPaged,
  staffApplicationListItem,
  staffApplicationView,
  statusHistoryEntryView,
  statusChangeInput,
} from '@visabridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { fileReplies, ok, replies, typedSerializer } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { listStatusHistory } from '../../domain/applications/status-history';
import { findStaffApplication, listAgentApplications, listStaffApplications } from './staff-applications';
import { assignAgent } from './assign-agent';
import { changeStatus } from './change-status';
import { applicationsExportFileName, exportStaffApplications } from './export-staff-applications';
import { rejectDocument, requestDocument } from './document-requests';
import { overrideAnalysis } from './override-analysis';

const params = z.object({ id: z.uuid('Application id must be a UUID') });
const documentParams = params.extend({ documentId: z.uuid('Document id must be a UUID') });
const tags = ['review'];

/** `/api/visa-applications`: staff decisions. Agents act on applications assigned to them, admins on any. */
export const visaApplicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('agent', 'admin'));
  const languageOf = (request: FastifyRequest) => readerLanguageOf(request, ctx.config.interfaceLanguages);

  app.get(
    '/agent/:agentId',
    {
      schema: {
        tags,
        params: z.object({ agentId: z.uuid('Agent id must be a UUID') }),
        querystring: listAgentApplicationsQuery,
        response: replies(cursorPaged(staffApplicationListItem), [400, 401, 403]),
      },
      serializerCompiler: typedSerializer,
    },
    async (request) =>
      ok(
        await listAgentApplications(
          ctx,
          actorOf(request).user,
          request.params.agentId,
          request.query,
          languageOf(request),
        ),
      ),
  );

  app.get(
    '/list',
    {
      schema: {
        tags,
        querystring: listStaffApplicationsQuery,
        response: replies(cursorPaged(staffApplicationListItem), [400, 401, 403]),
      },
      serializerCompiler: typedSerializer,
    },
    async (request) =>
      ok(await listStaffApplications(ctx, actorOf(request).user, request.query, languageOf(request))),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        description:
          'The list with the same filters and order, every matching row, as a CSV file: an agent’s own applications, all for an admin.',
        querystring: exportStaffApplicationsQuery,
        response: fileReplies(['text/csv']),
      },
    },
    async (request, reply) => {
      const csv = await exportStaffApplications(ctx, actorOf(request).user, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${applicationsExportFileName()}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: replies(staffApplicationView, [400, 401, 403, 404]) } },
    async (request) =>
      ok(await findStaffApplication(ctx, actorOf(request).user, request.params.id, languageOf(request))),
  );

  app.get(
    '/:id/status-history',
    { schema: { tags, params, response: replies(z.array(statusHistoryEntryView), [400, 401, 403, 404]) } },
    async (request) => ok(await listStatusHistory(ctx, actorOf(request).user, request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params,
        body: statusChangeInput,
        response: replies(applicationView, [400, 401, 403, 404, 422]),
      },
    },
    async (request) =>
      ok(
        await changeStatus(ctx, actorOf(request).user, request.params.id, request.body, languageOf(request)),
        'Application status updated successfully',
      ),
  );

  app.post(
    '/:id/document-requests',
    {
      schema: {
        tags,
        params,
        body: documentRequestInput,
        response: replies(documentRequestView, [400, 401, 403, 404, 409], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await requestDocument(ctx, actorOf(request).user, request.params.id, request.body),
            'Document requested',
          ),
        ),
  );

  app.post(
    '/:id/documents/:documentId/analysis-override',
    {
      schema: {
        tags,
        params: documentParams,
        body: analysisOverrideInput,
        response: replies(documentView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await overrideAnalysis(
          ctx,
          actorOf(request).user,
          request.params.id,
          request.params.documentId,
          request.body,
          languageOf(request),
        ),
        'Findings overridden',
      ),
  );

  app.post(
    '/:id/documents/:documentId/reject',
    {
      schema: {
        tags,
        params: documentParams,
        body: documentRejectionInput,
        response: replies(documentRequestView.nullable(), [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await rejectDocument(
          ctx,
          actorOf(request).user,
          request.params.id,
          request.params.documentId,
          request.body,
        ),
        'Document rejected; the applicant has been asked for a new one',
      ),
  );

  app.put(
    '/:id/assignment',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        params,
        body: assignAgentInput,
        response: replies(applicationView, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) =>
      ok(
        await assignAgent(ctx, actorOf(request).user, request.params.id, request.body, languageOf(request)),
        'Agent assigned',
      ),
  );
};
