import type {
  AgentApplicationView,
  exportStaffApplicationsQuery,
  listAgentApplicationsQuery,
  listStaffApplicationsQuery,
} from '@visabridge/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { applications } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { isSetWhen } from '../../lib/filters';
import { countCapped, decodeCursor, rowsFrom } from '../../lib/keyset';
import { findVisibleApplication, visibleTo, type Viewer } from '../applications/access';
import type { ApplicationDetailsRow } from '../applications/application-rows';
import { viewOfApplication } from '../applications/views';
import {
  applicantEmail,
  applicantName,
  applicantPhone,
  companyName,
  decidedAt,
  lastContact,
  staffKeysetOf,
  staffSearchCondition,
} from './staff-columns';
import { staffListPage } from './staff-list-rows';

type Client = {
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  lastContact: string | null;
  decidedAt: string | null;
};

/** The applicants of a page of applications, when the assigned agent last wrote to each, and when it was decided. */
const clientsOf = async (ctx: AppContext, rows: ApplicationDetailsRow[]): Promise<Map<string, Client>> => {
  if (rows.length === 0) return new Map();
  const found = await ctx.db
    .select({
      id: applications.id,
      name: applicantName,
      email: applicantEmail,
      phone: applicantPhone,
      companyName,
      lastContact,
      decidedAt,
    })
    .from(applications)
    .where(
      inArray(
        applications.id,
        rows.map((row) => row.id),
      ),
    );
  return new Map(found.map((client) => [client.id, client]));
};

const isoOrNull = (value: string | null) => (value ? new Date(value).toISOString() : null);

const toAgentView = (ctx: AppContext, row: ApplicationDetailsRow, client: Client): AgentApplicationView => ({
  ...viewOfApplication(ctx, row),
  agentId: row.assignedAgentId,
  clientName: client.name,
  clientEmail: client.email,
  clientPhone: client.phone,
  lastContact: isoOrNull(client.lastContact),
  decidedAt: isoOrNull(client.decidedAt),
  companyName: client.companyName,
});

const withClients = async (ctx: AppContext, rows: ApplicationDetailsRow[]) => {
  const clients = await clientsOf(ctx, rows);
  return rows.flatMap((row) => {
    const client = clients.get(row.id);
    return client ? [toAgentView(ctx, row, client)] : [];
  });
};

type StaffFilters = z.output<typeof exportStaffApplicationsQuery>;

/** Staff work with submitted applications: a draft stays the traveller's own business. */
const isSubmitted = ne(applications.status, 'draft');

const whereOf = (ctx: AppContext, viewer: Viewer, query: StaffFilters) =>
  and(
    visibleTo(viewer),
    isSubmitted,
    query.agentId ? eq(applications.assignedAgentId, query.agentId) : undefined,
    isSetWhen(query.unassigned === undefined ? undefined : !query.unassigned, applications.assignedAgentId),
    query.status ? eq(applications.status, query.status) : undefined,
    query.destination ? eq(applications.toCountry, query.destination) : undefined,
    query.priority ? eq(applications.priority, query.priority) : undefined,
    query.search ? staffSearchCondition(ctx, query.search) : undefined,
  );

type PageRequest = { cursor?: string; pageSize: number };

/** One page of the matching applications as staff list them, and the cursor of the next. */
export const pageOfStaffApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  query: StaffFilters,
  page: PageRequest,
) => {
  const keyset = staffKeysetOf(query);
  const position = page.cursor ? decodeCursor(keyset, page.cursor) : undefined;
  return staffListPage(
    ctx,
    keyset,
    and(whereOf(ctx, viewer, query), rowsFrom(keyset, position)),
    page.pageSize,
  );
};

/**
 * Submitted applications as staff list them: an agent only those assigned to them, an admin all;
 * filtered, sorted and paged by keyset, with the total counted up to the cap.
 */
export const listStaffApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  query: z.output<typeof listStaffApplicationsQuery>,
) => {
  const [page, total] = await Promise.all([
    pageOfStaffApplications(ctx, viewer, query, query),
    countCapped(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(applications)
        .where(whereOf(ctx, viewer, query))
        .$dynamic(),
    ),
  ]);
  return { ...page, total };
};

/** Agents see only their own caseload; admins anyone's. */
export const refuseOtherAgents = (viewer: Viewer, agentId: string | undefined) => {
  if (agentId && viewer.role !== 'admin' && viewer.id !== agentId)
    throw forbidden('Agents see only the applications assigned to them.');
};

/** One submitted application as staff see it; 404 when the viewer may not see it. */
export const findStaffApplication = async (ctx: AppContext, viewer: Viewer, id: string) => {
  const row = await findVisibleApplication(ctx, viewer, id);
  if (row.status === 'draft') throw notFound('Application not found');
  const [view] = await withClients(ctx, [row]);
  if (!view) throw new Error('application without an applicant');
  return view;
};

/**
 * The applications assigned to one agent, most recently assigned first unless sorted otherwise, as the
 * staff list shows them. Agents may list only their own; admins any agent's.
 */
export const listAgentApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  agentId: string,
  query: z.output<typeof listAgentApplicationsQuery>,
) => {
  refuseOtherAgents(viewer, agentId);
  return listStaffApplications(ctx, viewer, { ...query, agentId });
};
