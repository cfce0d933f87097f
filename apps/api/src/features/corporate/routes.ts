import { answerOnce, idempotencyHeaders } from '../../domain/idempotency/answer-once';
import {
  budgetInput,
  bulkApplicationsView,
  budgetView,
  companyView,
  corporateApplicationInput,
  corporateApplicationView,
  corporateTripInput,
  corporateTripView,
  employeeDetailView,
  employeeInput,
  employeeInvitationsView,
  employeeUpdateInput,
  employeeView,
  inviteEmployeeInput,
  listCorporateApplicationsQuery,
  listEmployeesQuery,
  maxBulkCsvBytes,
  notifyTeamInput,
  notifyTeamView,
  paged,
  countOf,
} from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companies } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { budgetOf } from './company-budget';
import { companyOf, ownCompany } from './company-access';
import { fileCorporateApplication, listCorporateApplications } from './corporate-applications';
import { fileBulkApplications } from './bulk-applications';
import { fileCorporateTrip, findCorporateTrip } from './corporate-trips';
import { invitationLanguageOf, inviteEmployee, inviteEmployeesWithoutAccount } from './employee-accounts';
import { addEmployee, findEmployee, listEmployees, updateEmployee } from './employees';
import { notifyTeam } from './notify-team';

const tags = ['corporate'];
const companyRoles = ['corporate', 'enterprise'] as const;
const companyAccountView = z.object({ company: companyView, budget: budgetView });

const toCompanyView = (company: typeof companies.$inferSelect) => ({
  id: company.id,
  name: company.name,
  monthlyBudget: company.monthlyBudget,
  currency: company.currency,
});

/** `/api/corporate`: the caller's company, its budget and its employees. */
export const corporateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole(...companyRoles));
  const callerCompany = (request: FastifyRequest) => companyOf(ctx, actorOf(request).user);

  app.get(
    '/company',
    { schema: { tags, response: replies(companyAccountView, [401, 403]) } },
    async (request) => {
      const company = await callerCompany(request);
      return ok({ company: toCompanyView(company), budget: await budgetOf(ctx.db, company) });
    },
  );

  app.put(
    '/company/budget',
    { schema: { tags, body: budgetInput, response: replies(companyAccountView, [400, 401, 403]) } },
    async (request) => {
      const company = await callerCompany(request);
      const [updated] = await ctx.db
        .update(companies)
        .set({ monthlyBudget: request.body.monthlyBudget, updatedAt: new Date() })
        .where(eq(companies.id, company.id))
        .returning();
      const current = updated ?? company;
      return ok(
        { company: toCompanyView(current), budget: await budgetOf(ctx.db, current) },
        'Budget updated',
      );
    },
  );

  app.get(
    '/employees',
    {
      schema: {
        tags,
        querystring: listEmployeesQuery,
        response: replies(paged(employeeView), [400, 401, 403]),
      },
    },
    async (request) => ok(await listEmployees(ctx, await callerCompany(request), request.query)),
  );

  app.post(
    '/employees',
    {
      schema: { tags, body: employeeInput, response: replies(employeeDetailView, [400, 401, 403, 409], 201) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await addEmployee(ctx, await callerCompany(request), request.body),
            'Employee added successfully',
          ),
        ),
  );

  const employeeParams = z.object({ id: z.uuid('Employee id must be a UUID') });

  app.get(
    '/employees/:id',
    {
      schema: { tags, params: employeeParams, response: replies(employeeDetailView, [400, 401, 403, 404]) },
    },
    async (request) => ok(await findEmployee(ctx, await callerCompany(request), request.params.id)),
  );

  app.put(
    '/employees/:id',
    {
      schema: {
        tags,
        params: employeeParams,
        body: employeeUpdateInput,
        response: replies(employeeDetailView, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await updateEmployee(ctx, await callerCompany(request), request.params.id, request.body),
        'Employee updated',
      ),
  );

  app.post(
    '/employees/:id/invitation',
    {
      schema: {
        tags,
        params: employeeParams,
        body: inviteEmployeeInput.nullish(),
        response: replies(employeeView, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (request) => {
      const language = invitationLanguageOf(ctx, actorOf(request).user, request.body?.interfaceLanguage);
      const employee = await inviteEmployee(ctx, await callerCompany(request), request.params.id, language);
      return ok(employee, `Invitation sent to ${employee.email}`);
    },
  );

  app.post(
    '/employees/invitations',
    {
      schema: {
        tags,
        body: inviteEmployeeInput.nullish(),
        response: replies(employeeInvitationsView, [400, 401, 403]),
      },
    },
    async (request) => {
      const language = invitationLanguageOf(ctx, actorOf(request).user, request.body?.interfaceLanguage);
      const result = await inviteEmployeesWithoutAccount(ctx, await callerCompany(request), language);
      return ok(result, `${countOf(result.invited, 'invitation')} sent`);
    },
  );
};

/** How many were reached, and how many were skipped for not having accepted the invitation. */
const notifiedMessage = (notified: number, skipped: number) => {
  if (notified === 0)
    return `Nobody was notified: ${countOf(skipped, 'chosen employee has', 'chosen employees have')} not accepted the invitation yet.`;
  const reached = `${countOf(notified, 'employee')} notified`;
  return skipped > 0 ? `${reached}; ${skipped} skipped (not accepted the invitation yet).` : reached;
};

/** `/api/corporate` mass actions: a CSV of applications, and messages to chosen employees. */
export const corporateBulkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole(...companyRoles));
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: maxBulkCsvBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/bulk-applications',
    {
      schema: {
        tags,
        description:
          'Body: text/csv with the columns employee email, destination, visa type, purpose, travel date, priority; optionally nationality, passport number, passport expiry, date of birth, sex (they update the employee profile).',
        body: z.string({ error: 'Send the CSV file as text/csv' }),
        response: replies(bulkApplicationsView, [400, 401, 403, 415], 201),
      },
    },
    async (request, reply) => {
      const { user } = actorOf(request);
      const result = await fileBulkApplications(ctx, user, await companyOf(ctx, user), request.body);
      return reply
        .code(201)
        .send(ok(result, `${countOf(result.created, 'visa application')} submitted successfully`));
    },
  );

  app.post(
    '/trips',
    {
      schema: {
        tags,
        description:
          'Files one trip for several employees: an application each (checked, priced and budgeted on its own), handed to one agent together.',
        body: corporateTripInput,
        response: replies(corporateTripView, [400, 401, 403, 422], 201),
      },
    },
    async (request, reply) => {
      const { user } = actorOf(request);
      const trip = await fileCorporateTrip(
        ctx,
        user,
        await companyOf(ctx, user),
        request.body,
        readerLanguageOf(request, ctx.config.interfaceLanguages),
      );
      return reply
        .code(201)
        .send(
          ok(trip, `Trip ${trip.reference} filed: ${countOf(trip.travellers.length, 'visa application')}`),
        );
    },
  );

  app.get(
    '/trips/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('Trip id must be a UUID') }),
        response: replies(corporateTripView, [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(
        await findCorporateTrip(
          ctx,
          await companyOf(ctx, actorOf(request).user),
          request.params.id,
          readerLanguageOf(request, ctx.config.interfaceLanguages),
        ),
      ),
  );

  app.post(
    '/notify-team',
    { schema: { tags, body: notifyTeamInput, response: replies(notifyTeamView, [400, 401, 403]) } },
    async (request) => {
      const result = await notifyTeam(ctx, await companyOf(ctx, actorOf(request).user), request.body);
      return ok(result, notifiedMessage(result.notified, result.skipped));
    },
  );
};

/** `/api/visa-applications` for companies: filing for employees and the company's list. */
export const corporateApplicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', app.requireRole(...companyRoles));

  app.post(
    '/',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: corporateApplicationInput,
        response: replies(corporateApplicationView, [400, 401, 403, 422], 201),
      },
    },
    async (request, reply) => {
      const { user } = actorOf(request);
      return answerOnce(ctx, request, reply, async (ctx) => {
        const application = await fileCorporateApplication(
          ctx,
          user,
          await companyOf(ctx, user),
          request.body,
          readerLanguageOf(request, ctx.config.interfaceLanguages),
        );
        return { statusCode: 201, body: ok(application, 'Visa application submitted successfully') };
      });
    },
  );

  app.get(
    '/corporate/:companyId',
    {
      schema: {
        tags,
        params: z.object({ companyId: z.uuid('Company id must be a UUID') }),
        querystring: listCorporateApplicationsQuery,
        response: replies(paged(corporateApplicationView), [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(
        await listCorporateApplications(
          ctx,
          await ownCompany(ctx, actorOf(request).user, request.params.companyId),
          request.query,
          readerLanguageOf(request, ctx.config.interfaceLanguages),
        ),
      ),
  );
};
