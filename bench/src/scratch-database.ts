import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = {
  /** The URL of the new, empty database. */
  url: string;
  name: string;
  serverVersion: string;
  drop: () => Promise<void>;
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Creates a uniquely named database on the server of `serverUrl`, so the bench never touches real data. */
export const createScratchDatabase = async (serverUrl: string): Promise<ScratchDatabase> => {
  const name = `visabridge_bench_${randomBytes(6).toString('hex')}`;
  const serverVersion = await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    serverVersion,
    drop: () =>
      withClient(serverUrl, async (client) => {
        // WITH (FORCE) (PostgreSQL 13+) ends connections a crashed server process may have left open.
        await client
          .query(`drop database if exists ${name} with (force)`)
          .catch(() => client.query(`drop database if exists ${name}`));
      }),
  };
};
