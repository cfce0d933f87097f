import { invoiceView, listInvoicesQuery, paged } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { fileReplies, ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { companyOf } from '../corporate/company-access';
import { renderInvoicePdf } from './invoice-pdf';
import { findCompanyInvoice, listInvoices } from './list-invoices';

const tags = ['corporate'];
const params = z.object({ id: z.uuid('Invoice id must be a UUID') });

/** `/api/corporate/invoices`: the caller's company's monthly invoices and their PDF files. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('corporate', 'enterprise'));

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listInvoicesQuery,
        response: replies(paged(invoiceView), [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await listInvoices(
          ctx,
          await companyOf(ctx, actorOf(request).user),
          request.query,
          readerLanguageOf(request, ctx.config.interfaceLanguages),
        ),
      ),
  );

  app.get(
    '/:id/download',
    { schema: { tags, params, response: fileReplies(['application/pdf'], [404]) } },
    async (request, reply) => {
      const { user } = actorOf(request);
      const company = await companyOf(ctx, user);
      const language = readerLanguageOf(request, ctx.config.interfaceLanguages);
      const invoice = await findCompanyInvoice(ctx, company, request.params.id, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderInvoicePdf(invoice, company.name, language, user.language));
    },
  );
};
