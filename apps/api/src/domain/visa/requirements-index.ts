import path from 'node:path';
import type { CountryView, DataEditionView, Purpose, VisaCategory } from '@visabridge/contract';
import { asc, desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  countries,
  entryConditions,
  entryRules,
  visaDataEditions,
  visaPolicies,
  visaRequirements,
} from '../../db/schema';
import { boundariesOf, destinationsOf, loadEntryRule, type LoadedEntryRule } from './entry-rule-scope';
import { findEntryConditions, type EntryConditionsRow } from './entry-conditions';
import { parseRequirementValue, type ParsedRequirement } from './requirement-values';

export type PolicyRow = typeof visaPolicies.$inferSelect;
type Corridor = ParsedRequirement & { value: string };

type Snapshot = {
  version: string;
  edition: DataEditionView | null;
  corridors: Map<string, Corridor>;
  countries: Map<string, CountryView>;
  policies: Map<string, PolicyRow>;
  rulesByDestination: Map<string, DestinationRules>;
  /** Entry conditions by scope: a country code or a group id. */
  conditions: Map<string, EntryConditionsRow>;
};

/** A destination's dated rules, and the days its answers can change on (for the answer cache's key). */
export type DestinationRules = { rules: LoadedEntryRule[]; boundaries: string[] };
const noRules: DestinationRules = { rules: [], boundaries: [] };

const REFRESH_MS = 30_000;

const policyKey = (destination: string, purpose: string, category: string, fromCountry: string | null) =>
  `${destination}:${purpose}:${category}:${fromCountry ?? '*'}`;

/**
 * Where an edition came from, as anyone may read it: a URL as it is, a file by its name only (the edition
 * records the server's absolute path, which is none of a visitor's business).
 */
const publicSource = (source: string) => (/^https?:\/\//i.test(source) ? source : path.basename(source));

const toEditionView = (row: typeof visaDataEditions.$inferSelect): DataEditionView => ({
  id: row.id,
  source: publicSource(row.source),
  editionDate: row.editionDate,
  importedAt: row.importedAt.toISOString(),
  corridors: row.corridors,
  passports: row.passports,
  destinations: row.destinations,
  changes: row.changes,
});

/** Changes whenever an edition is imported or a policy is written, in this process or another. */
const readVersion = async (db: Db) => {
  const [row] = await db
    .select({
      version: sql<string>`concat(
        (select max(${visaDataEditions.importedAt}) from ${visaDataEditions}), '|',
        (select max(${visaPolicies.updatedAt}) from ${visaPolicies}), '|',
        (select count(*) from ${visaPolicies}), '|',
        (select max(${entryRules.updatedAt}) from ${entryRules}), '|',
        (select count(*) from ${entryRules}), '|',
        (select max(${entryConditions.updatedAt}) from ${entryConditions}), '|',
        (select count(*) from ${entryConditions}), '|',
        (select count(*) from ${countries} where ${countries.isActive}))`,
    })
    .from(sql`(select 1) as one`);
  return row?.version ?? '';
};

const loadPolicies = async (db: Db) =>
  new Map(
    (await db.select().from(visaPolicies)).map((row) => [
      policyKey(row.destination, row.purpose, row.category, row.fromCountry),
      row,
    ]),
  );

const loadEntryRules = async (db: Db) => {
  const byDestination = new Map<string, LoadedEntryRule[]>();
  for (const row of await db.select().from(entryRules).orderBy(asc(entryRules.startsOn))) {
    const rule = loadEntryRule(row);
    for (const code of destinationsOf(row))
      byDestination.set(code, [...(byDestination.get(code) ?? []), rule]);
  }
  return new Map(
    [...byDestination].map(([code, rules]) => [code, { rules, boundaries: boundariesOf(rules) }]),
  );
};

const loadEntryConditions = async (db: Db) =>
  new Map((await db.select().from(entryConditions)).map((row) => [row.scope, row]));

const loadSnapshot = async (db: Db): Promise<Snapshot> => {
  const version = await readVersion(db);
  const [editionRow] = await db
    .select()
    .from(visaDataEditions)
    .orderBy(desc(visaDataEditions.importedAt))
    .limit(1);
  const [requirementRows, countryRows, policies, rulesByDestination, conditions] = await Promise.all([
    editionRow ? db.select().from(visaRequirements) : Promise.resolve([]),
    db.select().from(countries).orderBy(asc(countries.name)),
    loadPolicies(db),
    loadEntryRules(db),
    loadEntryConditions(db),
  ]);
  const corridors = new Map<string, Corridor>();
  for (const row of requirementRows) {
    const parsed = parseRequirementValue(row.requirement);
    if (parsed) corridors.set(row.passport + row.destination, { ...parsed, value: row.requirement });
  }
  return {
    version,
    edition: editionRow ? toEditionView(editionRow) : null,
    corridors,
    countries: new Map(countryRows.map((row) => [row.code, { id: row.code, ...row }])),
    policies,
    rulesByDestination,
    conditions,
  };
};

/**
 * The dataset, countries and curated policies held in memory, so a requirements check costs no query.
 * Reloaded after a write in this process, and when a 30-second poll sees a change made elsewhere.
 */
export const createRequirementsIndex = async (db: Db, log: FastifyBaseLogger) => {
  let snapshot = await loadSnapshot(db);
  let generation = 0;
  const reload = async () => {
    snapshot = await loadSnapshot(db);
    generation += 1;
  };
  /** After a write here: the part it changed only, not the 39,000 corridors that did not change. */
  const reloadPart = async <Part extends 'policies' | 'rulesByDestination' | 'conditions'>(
    part: Part,
    load: (db: Db) => Promise<Snapshot[Part]>,
  ) => {
    const [version, loaded] = await Promise.all([readVersion(db), load(db)]);
    snapshot = { ...snapshot, version, [part]: loaded };
    generation += 1;
  };
  const reloadPolicies = () => reloadPart('policies', loadPolicies);
  const reloadEntryRules = () => reloadPart('rulesByDestination', loadEntryRules);
  const reloadEntryConditions = () => reloadPart('conditions', loadEntryConditions);
  /** What the poll does: reloads when another instance (or an import) changed the data. */
  const refresh = async () => {
    if ((await readVersion(db)) !== snapshot.version) await reload();
  };
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => log.warn({ err: error }, 'visa data refresh failed'));
  }, REFRESH_MS).unref();

  return {
    reload,
    reloadPolicies,
    reloadEntryRules,
    reloadEntryConditions,
    refresh,
    stop: () => clearInterval(timer),
    /** Counts reloads, so answers derived from the data can tell when they are out of date. */
    generation: () => generation,
    edition: () => snapshot.edition,
    corridor: (passport: string, destination: string) =>
      snapshot.corridors.get(passport + destination) ?? null,
    /** The dated entry rules written for travel to a destination, announced ones included. */
    entryRules: (destination: string) => snapshot.rulesByDestination.get(destination) ?? noRules,
    country: (code: string) => snapshot.countries.get(code) ?? null,
    countries: () => [...snapshot.countries.values()],
    /**
     * The policy written for this corridor's category: the nationality-specific one when curated, else
     * the one for every nationality. A category no policy is written for has none.
     */
    policy: (destination: string, purpose: Purpose, category: VisaCategory, fromCountry: string | null) =>
      snapshot.policies.get(policyKey(destination, purpose, category, fromCountry)) ??
      snapshot.policies.get(policyKey(destination, purpose, category, null)) ??
      null,
    /** The destination's own entry conditions, else its group's (the Schengen states), else null: not in our data. */
    entryConditions: (destination: string) =>
      findEntryConditions({
        rows: snapshot.conditions,
        destination,
        countryName: (code) => snapshot.countries.get(code)?.name ?? code,
      }),
  };
};
export type RequirementsIndex = Awaited<ReturnType<typeof createRequirementsIndex>>;
