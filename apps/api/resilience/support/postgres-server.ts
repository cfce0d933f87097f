import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** PostgreSQL's programs: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (as .ci/run uses). */
const postgresBin = () => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest)
    throw new Error('PostgreSQL is not installed: set PG_BIN to the folder holding initdb and pg_ctl');
  return path.join(root, newest, 'bin');
};

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asServerUser = (program: string, args: string[]) =>
  userInfo().uid === 0 ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);

export type PostgresServer = {
  /** The `postgres` database's address; `databaseUrl(name)` another database's. */
  url: string;
  databaseUrl: (name: string) => string;
  createDatabase: (name: string) => Promise<void>;
  /** `pg_ctl restart -m <mode>`: `fast` rolls back open transactions and ends every connection. */
  restart: (mode?: 'fast' | 'immediate') => Promise<void>;
  stop: () => Promise<void>;
};

/** A throwaway PostgreSQL on 127.0.0.1 in a temporary folder, removed by `stop`. */
export const startPostgres = async (): Promise<PostgresServer> => {
  const bin = postgresBin();
  const folder = mkdtempSync(path.join(tmpdir(), 'visabridge-resilience-pg-'));
  if (userInfo().uid === 0) await run('chown', ['postgres:', folder]);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  await asServerUser(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  await pgCtl('-l', path.join(folder, 'server.log'), '-w', '-o', options, 'start');
  const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url: databaseUrl('postgres'),
    databaseUrl,
    createDatabase: async (name) => {
      await asServerUser(path.join(bin, 'createdb'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        name,
      ]);
    },
    restart: async (mode = 'fast') => {
      await pgCtl('-l', path.join(folder, 'server.log'), '-w', '-m', mode, '-o', options, 'restart');
    },
    stop: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
