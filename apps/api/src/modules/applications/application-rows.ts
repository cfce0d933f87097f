import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';

const agents = alias(users, 'agent');

/** An application with what its views need besides its own columns: uploaded document types and agent. */
export const selectApplicationDetails = (db: Db) =>
  db
    .select({
      ...getTableColumns(applications),
      uploadedTypes: sql<
        string[]
      >`coalesce((select array_agg(d.type) from documents d where d.application_id = ${applications.id}), '{}')`,
      agentFirstName: agents.firstName,
      agentLastName: agents.lastName,
    })
    .from(applications)
    .leftJoin(agents, eq(agents.id, applications.assignedAgentId))
    .$dynamic();

export type ApplicationDetailsRow = Awaited<
  ReturnType<ReturnType<typeof selectApplicationDetails>['execute']>
>[number];
