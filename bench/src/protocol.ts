import type { TargetName } from './load';

/** Where a server process serves one target, and whether it needs the signed-in account's token. */
export type ServedTarget = { name: TargetName; url: string; signedIn: boolean };

/** One query a list request sends, as EXPLAIN (ANALYZE) ran it against the loaded data. */
export type QueryPlan = { target: TargetName; sql: string; plan: string[] };

/** What a server process under test tells the bench runner over IPC. */
export type ServerMessage =
  | {
      type: 'ready';
      /** On 127.0.0.1; requirements only when visa data was imported. */
      targets: ServedTarget[];
      /** A bearer token of the signed-in demo account (role general). */
      token: string;
      /** The scale scenario only: what it loaded, and the plans of the measured list requests. */
      scale?: { loaded: string; plans: QueryPlan[] };
    }
  | { type: 'failed'; message: string };

/** The databases a server process can run on; the runner passes it as the first argument. */
export type DatabaseKind = 'postgres' | 'pglite';

/**
 * What a server process loads and serves; the runner passes it as the second argument. `base`:
 * the demo accounts, 2,000 users and the visa data, with the hello, lookup, profile and requirements
 * targets. `scale` (PostgreSQL only): 1,000,000 applications, with the application list targets.
 */
export type Scenario = 'base' | 'scale';

/** Set by the runner for the server process: the Passport Index file to import, or empty for none. */
export const VISA_DATA_ENV = 'BENCH_SERVE_VISA_DATA';

/** The scale scenario gives up generating its data after this long (it takes about a minute). */
export const SCALE_GENERATION_LIMIT_SECONDS = 240;
