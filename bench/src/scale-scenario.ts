import { count, desc, eq } from 'drizzle-orm';
import { listApplicationsQuery } from '../../packages/contract/src/applications';
import type { Db } from '../../apps/api/src/db/client';
import { createLocalEventBus } from '../../apps/api/src/events/event-bus';
import { applications, countries } from '../../apps/api/src/db/schema';
import { seedCountries } from '../../apps/api/src/db/seed/seed-countries';
import { seedDemoData } from '../../apps/api/src/demo/seed-demo-data';
import type { AppContext } from '../../apps/api/src/lib/context';
import { createTokenSigner } from '../../apps/api/src/modules/auth/tokens';
import { listApplications } from '../../apps/api/src/modules/applications/list-applications';
import { paymentProviderFor } from '../../apps/api/src/modules/payments/providers/provider-for-config';
import type { TargetName } from './load';
import type { QueryPlan, ServedTarget } from './protocol';
import { openRecordingClient, type RecordedQuery } from './recording-client';
import { generateScaleData } from './scale-data';
import { expectOk, signIn, startApiServer, startReplayServer, type ScenarioServe } from './servers';

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

/** The measured requests of GET /api/applications: page 1 with the defaults (20, newest first), a search, a filter. */
const listRequests = (search: string): { target: TargetName; query: Record<string, string> }[] => [
  { target: 'first-page', query: {} },
  // The search box matches destination names, visa types and references: a destination name that
  // the account applied for, so the search finds something.
  { target: 'search', query: { search } },
  { target: 'status-filter', query: { status: 'approved' } },
];

const withQuery = (url: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
};

/**
 * PostgreSQL only: 1,000,000 applications over 50,000 users, 200 of them the signed-in demo
 * account's. Records the SQL the list handler sends for each measured request, explains it, and
 * serves the list requests beside a bare route replaying the first page's SQL.
 */
export const serveScale: ScenarioServe = async ({ config, database, servers }) => {
  if (database.kind !== 'postgres' || !config.databaseUrl) {
    throw new Error('the scale scenario runs on PostgreSQL only');
  }
  // Before buildApp: the app loads the countries into memory when it starts.
  await seedCountries(database.db);
  await seedDemoData(database.db, config.passwordHashCost);
  const api = await startApiServer(config, database);
  servers.push(api);
  const { token, user } = await signIn(api);
  const loaded = await generateScaleData(database.db, user.id);
  const requests = listRequests(await topDestinationOf(database.db, user.id));

  // The handler's context as buildApp makes it, with the recording client as its database.
  const contextOn = (db: Db): AppContext => ({
    db,
    config,
    signer: createTokenSigner(config.jwtSecret),
    log: api.app.log,
    wakeMailer: () => undefined,
    wakeAnalyser: () => undefined,
    visa: api.app.visa,
    // Listing applications publishes nothing.
    events: createLocalEventBus(),
    payments: paymentProviderFor(config),
  });
  const recording = openRecordingClient(config.databaseUrl);
  const plans: QueryPlan[] = [];
  let firstPage: RecordedQuery[] = [];
  try {
    for (const { target, query } of requests) {
      const queries = await recording.record((db) =>
        listApplications(contextOn(db), user.id, listApplicationsQuery.parse(query)),
      );
      if (target === 'first-page') firstPage = queries;
      for (const sent of queries) plans.push({ target, sql: sent.sql, plan: await recording.explain(sent) });
    }
  } finally {
    await recording.close();
  }

  const bare = await startReplayServer(database.db, firstPage);
  servers.push(bare);
  const targets: ServedTarget[] = [
    { name: 'bare-list', url: bare.url, signedIn: false },
    ...requests.map(({ target, query }) => ({
      name: target,
      url: withQuery(`${api.address}/api/applications`, query),
      signedIn: true,
    })),
  ];
  for (const target of targets) await expectOk(target, token);
  return { type: 'ready', targets, token, scale: { loaded, plans } };
};
