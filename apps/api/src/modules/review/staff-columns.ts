import type { StaffApplicationSortField } from '@visabridge/contract';
import { ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { escapeLike } from '../../lib/like';
import { destinationNameSql, searchCondition } from '../applications/list-applications';

// Written out in full: Drizzle leaves a lone table's columns unqualified, and inside these subqueries
// a bare "id" would name the subquery's own table.
const own = {
  applicationType: sql.raw('"applications"."application_type"'),
  personalInfo: sql.raw('"applications"."personal_info"'),
  userId: sql.raw('"applications"."user_id"'),
  employeeId: sql.raw('"applications"."employee_id"'),
  companyId: sql.raw('"applications"."company_id"'),
  id: sql.raw('"applications"."id"'),
  assignedAgentId: sql.raw('"applications"."assigned_agent_id"'),
  status: sql.raw('"applications"."status"'),
  visaType: sql.raw('"applications"."visa_type"'),
  priority: sql.raw('"applications"."priority"'),
  submittedAt: sql.raw('"applications"."submitted_at"'),
  assignedAt: sql.raw('"applications"."assigned_at"'),
  requiredDocuments: sql.raw('"applications"."required_documents"'),
};

const isCompanyCase = sql`${own.applicationType} = 'corporate'`;
const personal = (field: string) => sql`(${own.personalInfo}->>${sql.raw(`'${field}'`)})`;
const account = (column: string) =>
  sql`(select u.${sql.raw(column)} from users u where u.id = ${own.userId})`;
const employee = (column: string) =>
  sql`(select e.${sql.raw(column)} from employees e where e.id = ${own.employeeId})`;
const fullName = (first: SQL, last: SQL) => sql`nullif(concat_ws(' ', ${first}, ${last}), '')`;

/**
 * Who the application is for: the employee a company filed it for (as filed, else the employee record),
 * otherwise the traveller whose account it is. Never the manager who filed a company's case.
 */
export const applicantName = sql<string>`case when ${isCompanyCase} then coalesce(${fullName(personal('firstName'), personal('lastName'))}, ${fullName(employee('first_name'), employee('last_name'))}, '') else ${fullName(account('first_name'), account('last_name'))} end`;
export const applicantEmail = sql<string>`case when ${isCompanyCase} then coalesce(nullif(${personal('email')}, ''), ${employee('email')}, '') else ${account('email')} end`;
/** The phone the applicant gave; for a traveller, their account's when the form has none. */
export const applicantPhone = sql<
  string | null
>`coalesce(nullif(${personal('phoneNumber')}, ''), case when ${isCompanyCase} then null else ${account('phone')} end)`;
export const companyName = sql<string | null>`(select c.name from companies c where c.id = ${own.companyId})`;
/** When the assigned agent last wrote in the application's thread. */
export const lastContact = sql<
  string | null
>`(select max(m.created_at) from application_messages m where m.application_id = ${own.id} and m.author_id = ${own.assignedAgentId})`;
/** The latest decision, while the application stands decided. */
export const decidedAt = sql<
  string | null
>`case when ${own.status} in ('approved', 'rejected') then (select max(h.created_at) from application_status_history h where h.application_id = ${own.id} and h.to_status in ('approved', 'rejected')) end`;

/** A column's position in a list of its values, to sort in that order rather than alphabetically. */
const orderOf = (values: string[], column: SQLWrapper) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

/** What each column of the staff lists sorts by. */
export const staffSortColumns: Record<StaffApplicationSortField, SQL> = {
  reference: sql`${own.id}`,
  applicant: sql`lower(${applicantName})`,
  destination: destinationNameSql,
  visaType: sql`${own.visaType}`,
  status: orderOf(['pending', 'in_review', 'approved', 'rejected'], own.status),
  priority: orderOf(['urgent', 'normal', 'low'], own.priority),
  agent: sql`(select lower(a.first_name || ' ' || a.last_name) from users a where a.id = ${own.assignedAgentId})`,
  submittedAt: sql`${own.submittedAt}`,
  assignedAt: sql`${own.assignedAt}`,
  processingTime: sql`coalesce(${decidedAt}, now()) - ${own.submittedAt}`,
  lastContact,
  documents: sql`(select count(distinct d.type) from documents d where d.application_id = ${own.id} and d.status = 'uploaded' and ${own.requiredDocuments} ? d.type)`,
};

/**
 * What staff search matches: the reference, destination and visa type (as travellers' own search does),
 * the applicant's first, last or full name and email (as filed and on their account or employee
 * record) and the filing company's name.
 */
export const staffSearchCondition = (ctx: AppContext, search: string) => {
  const pattern = `%${escapeLike(search)}%`;
  const matches = (expression: SQL) => ilike(expression, pattern);
  return or(
    searchCondition(ctx, search),
    matches(applicantName),
    matches(applicantEmail),
    matches(fullName(personal('firstName'), personal('lastName'))),
    matches(personal('email')),
    sql`exists (select 1 from employees e where e.id = ${own.employeeId} and (e.email ilike ${pattern} or concat_ws(' ', e.first_name, e.last_name) ilike ${pattern}))`,
    matches(companyName),
  );
};
