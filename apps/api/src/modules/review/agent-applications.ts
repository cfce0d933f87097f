import type { AgentApplicationView, listAgentApplicationsQuery } from '@visabridge/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { offsetOf, toPage } from '../../lib/paginate';
import type { Viewer } from '../applications/access';
import { selectApplicationDetails, type ApplicationDetailsRow } from '../applications/application-rows';
import { searchCondition } from '../applications/list-applications';
import { viewOfApplication } from '../applications/views';

type Client = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  lastContact: string | null;
};

/** The clients of a page of applications, and when the assigned agent last wrote to each. */
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

const toAgentView = (
  ctx: AppContext,
  row: ApplicationDetailsRow,
  client: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    lastContact: string | null;
  },
): AgentApplicationView => ({
  ...viewOfApplication(ctx, row),
  clientName: `${client.firstName} ${client.lastName}`,
  clientEmail: client.email,
  clientPhone: (row.personalInfo.phoneNumber as string | undefined) ?? client.phone,
  lastContact: client.lastContact ? new Date(client.lastContact).toISOString() : null,
});

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
  const where = and(
    eq(applications.assignedAgentId, agentId),
    query.status ? eq(applications.status, query.status) : undefined,
    query.search ? searchCondition(ctx, query.search) : undefined,
  );
  const page = selectApplicationDetails(ctx.db)
    .where(where)
    .orderBy(desc(applications.assignedAt), desc(applications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then(async (rows) => {
      const clients = await clientsOf(ctx, rows);
      return rows.flatMap((row) => {
        const client = clients.get(row.id);
        return client ? [toAgentView(ctx, row, client)] : [];
      });
    });
  return toPage(page, ctx.db.select({ total: count() }).from(applications).where(where), query);
};
