/** What a server process under test tells the bench runner over IPC. */
export type ServerMessage =
  | {
      type: 'ready';
      /** Where each target answers, on 127.0.0.1; requirements only when visa data was imported. */
      urls: { hello: string; lookup: string; profile: string; requirements?: string };
      /** A bearer token of a signed-in demo account, for the profile target. */
      token: string;
    }
  | { type: 'failed'; message: string };

/** The databases a server process can run on; the runner passes it as the first argument. */
export type DatabaseKind = 'postgres' | 'pglite';

/** Set by the runner for the server process: the Passport Index file to import, or empty for none. */
export const VISA_DATA_ENV = 'BENCH_SERVE_VISA_DATA';
