import type { StaffApplicationSortField } from '@visabridge/contract';
import { searchCountries } from '@visabridge/contract';
import { ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Keyset } from '../../db/keyset';
import { escapeLike } from '../../lib/like';
import { destinationNameSql } from './list-applications';
import { referenceRangeOf, tripRangeOf } from './reference-ranges';

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
  applicantName: sql.raw('"applications"."applicant_name"'),
  searchText: sql.raw('"applications"."search_text"'),
  toCountry: sql.raw('"applications"."to_country"'),
  tripId: sql.raw('"applications"."trip_id"'),
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
const rankOf = (values: string[], column: SQLWrapper) =>
  sql`array_position(array[${sql.raw(values.map((value) => `'${value}'`).join(', '))}]::text[], ${column})`;

type SortKey = Pick<Keyset, 'key' | 'type' | 'isNullable'>;

/**
 * What each column of the staff lists sorts by, in keyset terms (the id breaks ties). Served by an index
 * in migration 0017: reference (the primary key), applicant (lower(applicant_name), id), submittedAt
 * (submitted_at, id) and an agent's assignedAt (assigned_agent_id, assigned_at, id). The others sort the
 * filtered rows: their keys live in other tables (destination and agent names, the thread, documents),
 * change with the clock (processing time) or have a handful of values (status, priority, visa type).
 */
const sortKeys = (isOneAgent: boolean): Record<StaffApplicationSortField, SortKey> => ({
  reference: { key: sql`${own.id}`, type: 'uuid', isNullable: false },
  applicant: { key: sql`lower(${own.applicantName})`, type: 'text', isNullable: false },
  destination: { key: destinationNameSql, type: 'text', isNullable: false },
  visaType: { key: sql`${own.visaType}`, type: 'text', isNullable: false },
  status: {
    key: rankOf(['pending', 'in_review', 'approved', 'rejected'], own.status),
    type: 'integer',
    isNullable: false,
  },
  priority: { key: rankOf(['urgent', 'normal', 'low'], own.priority), type: 'integer', isNullable: false },
  agent: {
    key: sql`(select lower(a.first_name || ' ' || a.last_name) from users a where a.id = ${own.assignedAgentId})`,
    type: 'text',
    isNullable: true,
  },
  // Staff lists hold submitted applications only, and submitting stamps the time.
  submittedAt: { key: sql`${own.submittedAt}`, type: 'timestamptz', isNullable: false },
  // On one agent's list every application is assigned, so stamped; the admin's holds unassigned ones too.
  assignedAt: { key: sql`${own.assignedAt}`, type: 'timestamptz', isNullable: !isOneAgent },
  processingTime: {
    key: sql`extract(epoch from coalesce(${decidedAt}, now()) - ${own.submittedAt})`,
    type: 'numeric',
    isNullable: true,
  },
  lastContact: { key: lastContact, type: 'timestamptz', isNullable: true },
  documents: {
    key: sql`(select count(distinct d.type)::int from documents d where d.application_id = ${own.id} and d.status = 'uploaded' and ${own.requiredDocuments} ? d.type)`,
    type: 'integer',
    isNullable: false,
  },
});

/** The keyset a staff list pages by: the chosen column and direction, else the newest work first. */
export const staffKeysetOf = (query: {
  sort?: StaffApplicationSortField;
  order: 'asc' | 'desc';
  agentId?: string;
}): Keyset => {
  const isOneAgent = Boolean(query.agentId);
  const sort = query.sort ?? (isOneAgent ? 'assignedAt' : 'submittedAt');
  const order = query.sort ? query.order : 'desc';
  return { name: sort, order, ...sortKeys(isOneAgent)[sort], id: sql`${own.id}`, idType: 'uuid' };
};

/** The values a staff search sends: the text as a pattern, the destinations it names, a reference range. */
export const staffSearchValues = (ctx: AppContext, search: string) => {
  const reference = referenceRangeOf(search);
  // A trip's reference, T-1A2B3C4D, finds every traveller on it.
  const trip = tripRangeOf(search);
  return {
    pattern: `%${escapeLike(search)}%`,
    destinations: searchCountries(ctx.visa.index.countries(), search, 20).map((country) => country.code),
    referenceFrom: reference?.from ?? null,
    referenceTo: reference?.to ?? null,
    tripFrom: trip?.from ?? null,
    tripTo: trip?.to ?? null,
  };
};

/**
 * What staff search matches, each on an index: the applicant's names and emails (as filed, on their
 * account or employee record), the filing company and the visa type through the trigram index on
 * search_text; destinations by name or code (when the text names any); the start of a reference (when
 * the text can start one), and a trip's reference (T-…) for its travellers.
 * The values come as the placeholders `staffSearchValues` fills.
 */
export const staffSearchMatch = (hasDestinations: boolean, hasReference: boolean, hasTrip: boolean) =>
  or(
    ilike(own.searchText, sql.placeholder('pattern')),
    hasDestinations ? sql`${own.toCountry} = any(${sql.placeholder('destinations')}::text[])` : undefined,
    hasReference
      ? sql`${own.id} between ${sql.placeholder('referenceFrom')} and ${sql.placeholder('referenceTo')}`
      : undefined,
    hasTrip
      ? sql`${own.tripId} between ${sql.placeholder('tripFrom')} and ${sql.placeholder('tripTo')}`
      : undefined,
  );
export type StaffSearchValues = ReturnType<typeof staffSearchValues>;
