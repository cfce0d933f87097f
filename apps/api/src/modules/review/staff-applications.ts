import type {
  AgentApplicationView,
  listAgentApplicationsQuery,
  listStaffApplicationsQuery,
} from '@visabridge/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { isSetWhen } from '../../lib/filters';
import { offsetOf, toPage } from '../../lib/paginate';
import { findVisibleApplication, visibleTo, type Viewer } from '../applications/access';
import { selectApplicationDetails, type ApplicationDetailsRow } from '../applications/application-rows';
import { searchCondition } from '../applications/list-applications';
import { viewOfApplication } from '../applications/views';

type Client = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  lastContact: string | null;
  decidedAt: string | null;
};

/** The clients of a page of applications, when the assigned agent last wrote to each, and when it was decided. */
const clientsOf = async (ctx: AppContext, rows: ApplicationDetailsRow[]): Promise<Map<string, Client>> => {
  if (rows.length === 0) return new Map();
  const found = await ctx.db
    .select({
      id: applications.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      lastContact: sql<
        string | null
      >`(select max(m.created_at) from application_messages m where m.application_id = ${applications.id} and m.author_id = ${applications.assignedAgentId})`,
      decidedAt: sql<
        string | null
      >`(select max(h.created_at) from application_status_history h where h.application_id = ${applications.id} and h.to_status in ('approved', 'rejected'))`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
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
  clientName: `${client.firstName} ${client.lastName}`,
  clientEmail: client.email,
  clientPhone: (row.personalInfo.phoneNumber as string | undefined) ?? client.phone,
  lastContact: isoOrNull(client.lastContact),
  decidedAt: row.status === 'approved' || row.status === 'rejected' ? isoOrNull(client.decidedAt) : null,
});

const withClients = async (ctx: AppContext, rows: ApplicationDetailsRow[]) => {
  const clients = await clientsOf(ctx, rows);
  return rows.flatMap((row) => {
    const client = clients.get(row.id);
    return client ? [toAgentView(ctx, row, client)] : [];
  });
};

type StaffQuery = z.output<typeof listStaffApplicationsQuery>;

/**
 * Applications as staff see them, with the client's contact details, the agent's last message and the
 * decision time: an agent only those assigned to them, an admin all, filtered; most recent first.
 */
export const listStaffApplications = async (ctx: AppContext, viewer: Viewer, query: StaffQuery) => {
  const where = and(
    visibleTo(viewer),
    query.agentId ? eq(applications.assignedAgentId, query.agentId) : undefined,
    isSetWhen(query.unassigned === undefined ? undefined : !query.unassigned, applications.assignedAgentId),
    query.status ? eq(applications.status, query.status) : undefined,
    query.destination ? eq(applications.toCountry, query.destination) : undefined,
    query.priority ? eq(applications.priority, query.priority) : undefined,
    query.search ? searchCondition(ctx, query.search) : undefined,
  );
  const page = selectApplicationDetails(ctx.db)
    .where(where)
    .orderBy(
      sql`${query.agentId ? applications.assignedAt : applications.submittedAt} desc nulls last`,
      desc(applications.createdAt),
      desc(applications.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((rows) => withClients(ctx, rows));
  return toPage(page, ctx.db.select({ total: count() }).from(applications).where(where), query);
};

/** One application as staff see it; 404 when the viewer may not see it. */
export const findStaffApplication = async (ctx: AppContext, viewer: Viewer, id: string) => {
  const [view] = await withClients(ctx, [await findVisibleApplication(ctx, viewer, id)]);
  if (!view) throw new Error('application without an applicant');
  return view;
};

/**
 * The applications assigned to one agent, most recently assigned first, with the client's contact
 * details and the agent's last message. Agents may list only their own; admins any agent's.
 */
export const listAgentApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  agentId: string,
  query: z.output<typeof listAgentApplicationsQuery>,
) => {
  if (viewer.role !== 'admin' && viewer.id !== agentId)
    throw forbidden('Agents see only the applications assigned to them.');
  return listStaffApplications(ctx, viewer, { ...query, agentId });
};
