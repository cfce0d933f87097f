import type { TargetName } from './load';

/** Where a server process serves one target, and the bearer token of the account it calls as, if any. */
export type ServedTarget = { name: TargetName; url: string; token?: string };

/**
 * A target a scenario did not put under load, and why (printed as `name: SKIPPED (why)`); `fails` when
 * that is a failure of the target itself rather than something the API does not offer.
 */
export type SkippedTarget = { name: TargetName; reason: string; fails: boolean };

/**
 * One query a list request's handler, or a floor, sends, as EXPLAIN (ANALYZE) ran it against the
 * loaded data. Only the handlers' plans are checked: a floor is what the least SQL costs, however planned.
 */
export type QueryPlan = { target: TargetName; source: 'handler' | 'floor'; sql: string; plan: string[] };

/** The scale scenario's plans, and the tables big enough that a Seq Scan on one fails the plan check. */
export type ScalePlans = { queries: QueryPlan[]; bigTables: string[] };

/** What a server process under test tells the bench runner over IPC. */
export type ServerMessage =
  | {
      type: 'ready';
      /** On 127.0.0.1; requirements only when visa data was imported. */
      targets: ServedTarget[];
      /**
       * The scale scenario only: what it loaded, the plans of the measured list requests and their
       * floors, and the targets it could not serve.
       */
      scale?: { loaded: string; plans: ScalePlans; skipped: SkippedTarget[] };
    }
  | { type: 'failed'; message: string };

/** The databases a server process can run on; the runner passes it as the first argument. */
export type DatabaseKind = 'postgres' | 'pglite';

/**
 * What a server process loads and serves; the runner passes it as the second argument. `base`:
 * the demo accounts, 2,000 users and the visa data, with the hello, lookup, profile and requirements
 * targets. `scale` (PostgreSQL only): 1,000,000 applications, with the traveller's and the admin's
 * application list targets and their floors.
 */
export type Scenario = 'base' | 'scale';

/** Set by the runner for the server process: the Passport Index file to import, or empty for none. */
export const VISA_DATA_ENV = 'BENCH_SERVE_VISA_DATA';

/** The scale scenario gives up generating its data after this long (it takes about a minute). */
export const SCALE_GENERATION_LIMIT_SECONDS = 240;
