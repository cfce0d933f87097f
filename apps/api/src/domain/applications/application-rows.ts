import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';

const agents = alias(users, 'agent');

/**
 * An application with what its views need besides its own columns: the types of its accepted (not
 * rejected) documents, its open document requests, its agent, its completed (else refunded) payment (its own,
 * or its line of its trip's), and on a company's case the company and employee names.
 */
export const selectApplicationDetails = (db: Db) =>
  db
    .select({
      ...getTableColumns(applications),
      uploadedTypes: sql<
        string[]
      >`coalesce((select array_agg(d.type) from documents d where d.application_id = ${applications.id} and d.status = 'uploaded'), '{}')`,
      openRequests: sql<
        { id: string; type: string; note: string | null; requestedAt: string }[]
      >`coalesce((select json_agg(json_build_object('id', r.id, 'type', r.type, 'note', r.note, 'requestedAt', r.created_at) order by r.created_at) from document_requests r where r.application_id = ${applications.id} and r.fulfilled_at is null), '[]')`,
      payment: sql<{
        id: string;
        status: 'completed' | 'refunded';
        processedAt: string | null;
      } | null>`(select json_build_object('id', paid.id, 'status', paid.status, 'processedAt', paid.processed_at) from (
        select p.id, p.status, p.processed_at from payments p where p.application_id = ${applications.id} and p.status in ('completed', 'refunded')
        union all
        select p.id, case when l.refunded_at is null then p.status else 'refunded' end, p.processed_at from payment_lines l join payments p on p.id = l.payment_id where l.application_id = ${applications.id} and p.status in ('completed', 'refunded')
      ) paid order by paid.status = 'completed' desc, paid.processed_at desc limit 1)`,
      companyName: sql<
        string | null
      >`(select c.name from companies c where c.id = ${applications.companyId})`,
      employeeName: sql<
        string | null
      >`(select e.first_name || ' ' || e.last_name from employees e where e.id = ${applications.employeeId})`,
      agentFirstName: agents.firstName,
      agentLastName: agents.lastName,
    })
    .from(applications)
    .leftJoin(agents, eq(agents.id, applications.assignedAgentId))
    .$dynamic();

export type ApplicationDetailsRow = Awaited<
  ReturnType<ReturnType<typeof selectApplicationDetails>['execute']>
>[number];
