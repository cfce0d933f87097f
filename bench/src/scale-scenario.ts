import { and, count, desc, eq, sql } from 'drizzle-orm';
import { listApplicationsQuery } from '../../packages/contract/src/applications';
import { listStaffApplicationsQuery } from '../../packages/contract/src/staff';
import type { Db } from '../../apps/api/src/db/client';
import { createLocalEventBus } from '../../apps/api/src/events/event-bus';
import { applications, countries, users } from '../../apps/api/src/db/schema';
import { seedCountries } from '../../apps/api/src/db/seed/seed-countries';
import { seedDemoData } from '../../apps/api/src/demo/seed-demo-data';
import { seedContentPages } from '../../apps/api/src/features/content/seed-content-pages';
import type { AppContext } from '../../apps/api/src/domain/app-context';
import { createSessionCache } from '../../apps/api/src/domain/identity/session-cache';
import { createTokenSigner } from '../../apps/api/src/lib/tokens';
import { listApplications } from '../../apps/api/src/domain/applications/list-applications';
import { paymentProviderFor } from '../../apps/api/src/lib/payment-providers/provider-for-config';
import { listStaffApplications } from '../../apps/api/src/features/visa-applications/staff-applications';
import { ADMIN_LIST_PATH, middlePageCursor, withQuery } from './admin-list-requests';
import { adminListFloor, travellerListFloor, type FloorStatement } from './floor-queries';
import type { TargetName } from './load';
import { rowsOf } from './pg-rows';
import type { QueryPlan, ServedTarget, SkippedTarget } from './protocol';
import { openRecordingClient } from './recording-client';
import { SEARCHED_APPLICANT, generateScaleData } from './scale-data';
import {
  demoAccount,
  fastestAnswerMs,
  signIn,
  startApiServer,
  startFloorServer,
  type ScenarioServe,
} from './servers';

/** The name of the destination the user applied for most (the first by name on a tie). */
const topDestinationOf = async (db: Db, userId: string) => {
  const [top] = await db
    .select({ name: countries.name })
    .from(applications)
    .innerJoin(countries, eq(countries.code, applications.toCountry))
    .where(eq(applications.userId, userId))
    .groupBy(countries.name)
    .orderBy(desc(count()), countries.name)
    .limit(1);
  if (!top) throw new Error('the measured account has no applications');
  return top.name;
};

/** Fails unless the generated data holds applications of a user with this name, for the admin to search. */
const expectApplicant = async (db: Db, { firstName, lastName }: { firstName: string; lastName: string }) => {
  const [found] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(users.firstName, firstName), eq(users.lastName, lastName)))
    .limit(1);
  if (!found) throw new Error(`the scale data holds no application of ${firstName} ${lastName}`);
};

/**
 * A list request that takes longer than this on its own is not put under load: with 50 connections on
 * a 2-core machine each waits about 25 times as long, past autocannon's 10 s timeout, and the queries
 * still running when a slice ends slow the targets measured after it.
 */
const ALONE_LIMIT_MS = 100;
const ALONE_TRIES = 3;

/** A table holding at least this many rows (as analysed) is big: a Seq Scan on it fails the plans. */
const BIG_TABLE_ROWS = 10_000;

const bigTablesOf = async (db: Db) =>
  rowsOf<{ name: string }>(
    await db.execute(sql`
      select relname as name from pg_class
      where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= ${BIG_TABLE_ROWS}
      order by relname`),
  ).map((row) => row.name);

type ListRequest = { target: TargetName; query: Record<string, string> };

/** The measured requests of GET /api/applications: page 1 with the defaults (20, newest first), a search, a filter. */
const travellerRequestsFor = (search: string): ListRequest[] => [
  { target: 'first-page', query: {} },
  // The search box matches destination names, visa types and references: a destination name that
  // the account applied for, so the search finds something.
  { target: 'search', query: { search } },
  { target: 'status-filter', query: { status: 'approved' } },
];

/**
 * The measured requests of the admin's GET /api/visa-applications/list over all applications: the
 * first page (newest submitted first), a page reached by following the cursor (when the list answers
 * one), a search by an applicant's name.
 */
const adminRequestsFor = (middleCursor: string | null): ListRequest[] => [
  { target: 'admin-first', query: {} },
  ...(middleCursor ? [{ target: 'admin-middle' as const, query: { cursor: middleCursor } }] : []),
  {
    target: 'admin-search',
    query: { search: `${SEARCHED_APPLICANT.firstName} ${SEARCHED_APPLICANT.lastName}` },
  },
];

/**
 * PostgreSQL only: 1,000,000 applications over 50,000 users, 200 of them the signed-in traveller's.
 * Records the SQL the traveller's and the admin's list handlers send for each measured request,
 * explains it and the floors' hand-written SQL, and serves the list requests beside the floors.
 */
export const serveScale: ScenarioServe = async ({ config, database, servers }) => {
  if (database.kind !== 'postgres' || !config.databaseUrl) {
    throw new Error('the scale scenario runs on PostgreSQL only');
  }
  // Before buildApp: the app loads the countries into memory when it starts.
  await seedCountries(database.db);
  await seedContentPages(database.db);
  await seedDemoData(database.db, config.passwordHashCost);
  const api = await startApiServer(config, database);
  servers.push(api);
  const traveller = await signIn(api);
  const admin = await signIn(api, 'admin');
  const { firstName, lastName } = demoAccount();
  const loaded = await generateScaleData(database.db, { id: traveller.user.id, firstName, lastName });

  const middleCursor = await middlePageCursor(api, admin.token);
  const skipped: SkippedTarget[] = middleCursor
    ? []
    : [{ name: 'admin-middle', reason: 'the list returns no cursor', fails: false }];
  await expectApplicant(database.db, SEARCHED_APPLICANT);
  const travellers = travellerRequestsFor(await topDestinationOf(database.db, traveller.user.id));
  const admins = adminRequestsFor(middleCursor);

  // The handlers' context as buildApp makes it, with the recording client as its database.
  const contextOn = (db: Db): AppContext => ({
    db,
    config,
    signer: createTokenSigner(config.jwtSecret),
    log: api.app.log,
    wakeMailer: () => undefined,
    wakeAnalyser: () => undefined,
    visa: api.app.visa,
    // Listing applications publishes nothing and reads no session.
    events: createLocalEventBus(),
    sessionCache: createSessionCache({ events: createLocalEventBus(), log: api.app.log }),
    payments: paymentProviderFor(config),
  });
  const travellerFloor = travellerListFloor(traveller.user.id);
  const adminFloor = adminListFloor();
  const recording = openRecordingClient(config.databaseUrl);
  const queries: QueryPlan[] = [];
  const explainHandler = async (target: TargetName, work: (db: Db) => Promise<unknown>) => {
    for (const sent of await recording.record(work)) {
      queries.push({ target, source: 'handler', sql: sent.sql, plan: await recording.explain(sent) });
    }
  };
  const explainFloor = async (target: TargetName, statements: FloorStatement[]) => {
    for (const { text, values } of statements) {
      const sent = { sql: text.trim(), params: values };
      queries.push({ target, source: 'floor', sql: sent.sql, plan: await recording.explain(sent) });
    }
  };
  try {
    await explainFloor('floor-list', travellerFloor);
    for (const { target, query } of travellers) {
      await explainHandler(target, (db) =>
        listApplications(contextOn(db), traveller.user.id, listApplicationsQuery.parse(query), 'en'),
      );
    }
    await explainFloor('floor-admin-list', adminFloor);
    for (const { target, query } of admins) {
      await explainHandler(target, (db) =>
        listStaffApplications(contextOn(db), admin.user, listStaffApplicationsQuery.parse(query), 'en'),
      );
    }
  } finally {
    await recording.close();
  }

  const floorList = await startFloorServer(database.db, '/floor-list', travellerFloor);
  servers.push(floorList);
  const floorAdminList = await startFloorServer(database.db, '/floor-admin-list', adminFloor);
  servers.push(floorAdminList);
  const targets: ServedTarget[] = [
    { name: 'floor-list', url: floorList.url },
    ...travellers.map(({ target, query }) => ({
      name: target,
      url: withQuery(`${api.address}/api/applications`, query),
      token: traveller.token,
    })),
    { name: 'floor-admin-list', url: floorAdminList.url },
    ...admins.map(({ target, query }) => ({
      name: target,
      url: withQuery(`${api.address}${ADMIN_LIST_PATH}`, query),
      token: admin.token,
    })),
  ];
  const measured: ServedTarget[] = [];
  for (const target of targets) {
    const fastestMs = await fastestAnswerMs(target, ALONE_TRIES, ALONE_LIMIT_MS);
    if (!target.token || fastestMs <= ALONE_LIMIT_MS) {
      measured.push(target);
      continue;
    }
    skipped.push({
      name: target.name,
      reason:
        `one request alone took ${Math.round(fastestMs).toLocaleString('en-US')} ms, over ` +
        `${ALONE_LIMIT_MS} ms: 50 at once would time out and keep the database busy into the next measurement`,
      fails: true,
    });
  }
  return {
    type: 'ready',
    targets: measured,
    scale: { loaded, plans: { queries, bigTables: await bigTablesOf(database.db) }, skipped },
  };
};
