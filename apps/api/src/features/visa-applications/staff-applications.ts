import type {
  AgentApplicationView,
  exportStaffApplicationsQuery,
  InterfaceLanguage,
  listAgentApplicationsQuery,
  listStaffApplicationsQuery,
} from '@visabridge/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { z } from 'zod';
import { applications } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { forbidden, notFound } from '../../lib/errors';
import { isSetWhen } from '../../lib/filters';
import {
  cappedCountOf,
  countLimitOf,
  decodeCursor,
  orderOf,
  positionKindOf,
  positionValues,
  rowsFromPlaceholders,
  sortValueOf,
  toCappedTotal,
  type Keyset,
  type PositionKind,
} from '../../db/keyset';
import { findVisibleApplication, isStaff, visibleTo, type Viewer } from '../../domain/applications/access';
import type { ApplicationDetailsRow } from '../../domain/applications/application-rows';
import { referenceNumberOf, viewOfApplication } from '../../domain/applications/views';
import { travellerNameOf } from '../trips/trip-views';
import {
  applicantEmail,
  applicantName,
  applicantPhone,
  companyName,
  decidedAt,
  lastContact,
  staffKeysetOf,
  staffSearchMatch,
  staffSearchValues,
  type StaffSearchValues,
} from '../../domain/applications/staff-columns';
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

type TripTravellers = AgentApplicationView['tripTravellers'];

const toAgentView = (
  ctx: AppContext,
  row: ApplicationDetailsRow,
  client: Client,
  tripTravellers: TripTravellers,
  language: InterfaceLanguage,
): AgentApplicationView => ({
  ...viewOfApplication(ctx, row, language),
  tripTravellers,
  agentId: row.assignedAgentId,
  clientName: client.name,
  clientEmail: client.email,
  clientPhone: client.phone,
  lastContact: isoOrNull(client.lastContact),
  decidedAt: isoOrNull(client.decidedAt),
  companyName: client.companyName,
});

type StaffFilters = z.output<typeof exportStaffApplicationsQuery>;

/** Staff work with submitted applications: a draft stays the traveller's own business. */
const isSubmitted = ne(applications.status, 'draft');

const placeholder = sql.placeholder;

/** Which filters a staff list request uses, how it sorts and where it starts: one pair of prepared statements each. */
const shapeOf = (
  viewer: Viewer,
  query: StaffFilters,
  keyset: Keyset,
  start: PositionKind,
  search: StaffSearchValues | null,
) => ({
  ownCases: viewer.role === 'agent',
  agentId: Boolean(query.agentId),
  unassigned: query.unassigned === undefined ? 'any' : query.unassigned ? 'yes' : 'no',
  status: Boolean(query.status),
  destination: Boolean(query.destination),
  priority: Boolean(query.priority),
  search: Boolean(search),
  searchDestinations: Boolean(search?.destinations.length),
  searchReference: Boolean(search?.referenceFrom),
  searchTrip: Boolean(search?.tripFrom),
  sort: keyset.name,
  order: keyset.order,
  start,
});
type StaffShape = ReturnType<typeof shapeOf>;

/** The applications a list of this shape shows, its filters' values as placeholders. */
const matchingOf = (shape: StaffShape) =>
  and(
    // An agent sees only the applications assigned to them; an admin all.
    shape.ownCases ? eq(applications.assignedAgentId, placeholder('viewerId')) : undefined,
    isSubmitted,
    shape.agentId ? eq(applications.assignedAgentId, placeholder('agentId')) : undefined,
    shape.unassigned === 'any'
      ? undefined
      : isSetWhen(shape.unassigned === 'no', applications.assignedAgentId),
    shape.status ? eq(applications.status, placeholder('status')) : undefined,
    shape.destination ? eq(applications.toCountry, placeholder('destination')) : undefined,
    shape.priority ? eq(applications.priority, placeholder('priority')) : undefined,
    shape.search
      ? staffSearchMatch(shape.searchDestinations, shape.searchReference, shape.searchTrip)
      : undefined,
  );

const prepareStaffList = (db: Db, shape: StaffShape, keyset: Keyset, name: string) => {
  const matching = matchingOf(shape);
  const page = db
    .select({ id: applications.id, sortValue: sortValueOf(keyset) })
    .from(applications)
    .where(and(matching, rowsFromPlaceholders(keyset, shape.start)))
    .orderBy(...orderOf(keyset))
    .limit(placeholder('limit'));
  const total = cappedCountOf(
    db,
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(matching)
      .$dynamic(),
  );
  return { page: page.prepare(`${name}_page`), total: total.prepare(`${name}_total`) };
};

/** The prepared statements of each database, by shape: one pair per combination of filters and sort in use. */
const preparedLists = perDatabase(() => new Map<string, ReturnType<typeof prepareStaffList>>());

/** A staff list request's statements and the values they take. */
const staffListOf = (ctx: AppContext, viewer: Viewer, query: StaffFilters, cursor: string | undefined) => {
  if (!isStaff(viewer)) throw forbidden('Only staff list applications this way.');
  const keyset = staffKeysetOf(query);
  const position = cursor ? decodeCursor(keyset, cursor) : undefined;
  const search = query.search ? staffSearchValues(ctx, query.search) : null;
  const shape = shapeOf(viewer, query, keyset, positionKindOf(position), search);
  // Under PostgreSQL's 63 characters for a statement's name: flags as 0/1, the rest by their first letter.
  const name = `staff_${Object.entries(shape)
    .map(([key, value]) => (typeof value === 'boolean' ? Number(value) : key === 'sort' ? value : value[0]))
    .join('')}`;
  const prepared = preparedLists(ctx.db);
  let statements = prepared.get(name);
  if (!statements) {
    statements = prepareStaffList(ctx.db, shape, keyset, name);
    prepared.set(name, statements);
  }
  const values = {
    viewerId: viewer.id,
    agentId: query.agentId ?? null,
    status: query.status ?? null,
    destination: query.destination ?? null,
    priority: query.priority ?? null,
    ...search,
    ...positionValues(position),
    countLimit: countLimitOf(),
  };
  return { keyset, statements, values };
};

type PageRequest = { cursor?: string; pageSize: number };

/** One page of the matching applications as staff list them, and the cursor of the next. */
export const pageOfStaffApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  query: StaffFilters,
  page: PageRequest,
  language: InterfaceLanguage,
) => {
  const { keyset, statements, values } = staffListOf(ctx, viewer, query, page.cursor);
  const found = await statements.page.execute({ ...values, limit: page.pageSize + 1 });
  return staffListPage(ctx, viewer, keyset, found, page.pageSize, language);
};

/**
 * Submitted applications as staff list them: an agent only those assigned to them, an admin all;
 * filtered, sorted and paged by keyset, with the total counted up to the cap.
 */
export const listStaffApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  query: z.output<typeof listStaffApplicationsQuery>,
  language: InterfaceLanguage,
) => {
  const { keyset, statements, values } = staffListOf(ctx, viewer, query, query.cursor);
  const [found, counted] = await Promise.all([
    statements.page.execute({ ...values, limit: query.pageSize + 1 }),
    statements.total.execute(values),
  ]);
  return {
    ...(await staffListPage(ctx, viewer, keyset, found, query.pageSize, language)),
    total: toCappedTotal(counted),
  };
};

/** Agents see only their own caseload; admins anyone's. */
export const refuseOtherAgents = (viewer: Viewer, agentId: string | undefined) => {
  if (agentId && viewer.role !== 'admin' && viewer.id !== agentId)
    throw forbidden('Agents see only the applications assigned to them.');
};

/** One submitted application as staff see it; 404 when the viewer may not see it. */
/** The other travellers on the application's trip whose cases the viewer works: the agent's own, all for an admin. */
const tripTravellersOf = async (ctx: AppContext, viewer: Viewer, row: ApplicationDetailsRow) => {
  if (!row.tripId) return [];
  const others = await ctx.db
    .select({ id: applications.id, personalInfo: applications.personalInfo, status: applications.status })
    .from(applications)
    .where(
      and(eq(applications.tripId, row.tripId), ne(applications.id, row.id), isSubmitted, visibleTo(viewer)),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return others.map((other) => ({
    id: other.id,
    referenceNumber: referenceNumberOf(other.id),
    name: travellerNameOf(other),
    status: other.status as TripTravellers[number]['status'],
  }));
};

export const findStaffApplication = async (
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  language: InterfaceLanguage,
) => {
  const row = await findVisibleApplication(ctx, viewer, id);
  if (row.status === 'draft') throw notFound('Application not found');
  const client = (await clientsOf(ctx, [row])).get(row.id);
  if (!client) throw new Error('application without an applicant');
  return toAgentView(ctx, row, client, await tripTravellersOf(ctx, viewer, row), language);
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
  language: InterfaceLanguage,
) => {
  refuseOtherAgents(viewer, agentId);
  return listStaffApplications(ctx, viewer, { ...query, agentId }, language);
};
