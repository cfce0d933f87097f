import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../src/db/pglite-extensions';
import pg from 'pg';

/** Which of `emails` have an account, read from the database itself (the embedded one: its folder in `dataDir`). */
export const storedEmails = async (
  target: { databaseUrl: string } | { dataDir: string },
  emails: string[],
): Promise<Set<string>> => {
  const query = 'select email from users where email = any($1::text[])';
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return new Set((await client.query<{ email: string }>(query, [emails])).rows.map((row) => row.email));
    } finally {
      await client.end();
    }
  }
  const pglite = new PGlite(path.join(target.dataDir, 'pglite'), { extensions: pgliteExtensions });
  try {
    return new Set((await pglite.query<{ email: string }>(query, [emails])).rows.map((row) => row.email));
  } finally {
    await pglite.close();
  }
};
