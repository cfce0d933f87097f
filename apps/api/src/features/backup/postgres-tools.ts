import { spawn } from 'node:child_process';
import pg from 'pg';

/** The URL without its password, which goes to the tools in PGPASSWORD so `ps` never shows it. */
const splitPassword = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
};

/** Runs pg_dump or pg_restore from PATH against the database; rejects with the tool's own message. */
export const runPostgresTool = (tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) =>
  new Promise<void>((resolve, reject) => {
    const { url, password } = splitPassword(databaseUrl);
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH: install the PostgreSQL client tools (the server's major version or newer)`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit code ${code}): ${errors.trim()}`)),
    );
  });

/** Tables outside PostgreSQL's own schemas: a database holding any is not an empty restore target. */
export const countPostgresTables = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
};
