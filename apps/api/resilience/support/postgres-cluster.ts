// A throwaway PostgreSQL cluster for the failure tests and the bench (bench/src/postgres-target.ts).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

const POSTGRES_ROOT = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root, so as root the cluster runs as this system user. */
const SERVICE_USER = 'postgres';

export type PostgresCluster = {
  /** A superuser URL of the cluster's `postgres` database on 127.0.0.1. */
  url: string;
  /** The same for another database of the cluster. */
  databaseUrl: (name: string) => string;
  createDatabase: (name: string) => Promise<void>;
  /** `pg_ctl restart -m <mode>`: `fast` rolls back open transactions and ends every connection. */
  restart: (mode?: 'fast' | 'immediate') => Promise<void>;
  stop: () => Promise<void>;
};

/** PG_BIN, else the newest installed server's bin folder that has initdb and pg_ctl, if any. */
export const findPostgresBin = () => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(POSTGRES_ROOT, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')));
};

const isRoot = () => process.getuid?.() === 0;

/** The uid and gid of the service user, or undefined when it does not exist. */
const serviceAccount = async () => {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', SERVICE_USER]).then(({ stdout }) => Number(stdout.trim())),
      run('id', ['-g', SERVICE_USER]).then(({ stdout }) => Number(stdout.trim())),
    ]);
    return { uid, gid };
  } catch {
    return undefined;
  }
};

/** Why a throwaway cluster cannot be started here, or undefined when it can. */
export const clusterUnavailableReason = async () => {
  if (!findPostgresBin()) return `no initdb and pg_ctl under ${POSTGRES_ROOT}/*/bin`;
  if (isRoot() && !(await serviceAccount())) {
    return `running as root and there is no "${SERVICE_USER}" user to run PostgreSQL as`;
  }
  return undefined;
};

/** Runs a PostgreSQL tool, as the service user when run as root. */
const runTool = async (bin: string, tool: string, args: string[]) => {
  const command = path.join(bin, tool);
  const [file, fileArgs] = isRoot()
    ? ['runuser', ['-u', SERVICE_USER, '--', command, ...args]]
    : [command, args];
  try {
    await run(file, fileArgs, { cwd: os.tmpdir() });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} failed:\n${stderr || stdout || String(error)}`);
  }
};

/** Initialises and starts a PostgreSQL cluster in a temporary folder, listening on 127.0.0.1 only. */
export const startThrowawayCluster = async (): Promise<PostgresCluster> => {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${POSTGRES_ROOT}`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'visabridge-pg-'));
  const dataDir = path.join(root, 'data');
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  try {
    if (isRoot()) {
      const account = await serviceAccount();
      if (!account) throw new Error(`there is no "${SERVICE_USER}" user to run PostgreSQL as`);
      chownSync(root, account.uid, account.gid);
    }
    await runTool(bin, 'initdb', [
      '-D',
      dataDir,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    const port = await freePort();
    const serverOptions = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root}`;
    const pgCtl = (...args: string[]) =>
      runTool(bin, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(root, 'server.log'),
        '-o',
        serverOptions,
        '-w',
        ...args,
      ]);
    await pgCtl('start');
    const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    return {
      url: databaseUrl('postgres'),
      databaseUrl,
      createDatabase: async (name) => {
        const client = new pg.Client({ connectionString: databaseUrl('postgres') });
        await client.connect();
        try {
          await client.query(`create database "${name}"`);
        } finally {
          await client.end();
        }
      },
      restart: (mode = 'fast') => pgCtl('-m', mode, 'restart'),
      stop: async () => {
        try {
          await runTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } catch (error) {
          console.warn(`Could not stop the throwaway PostgreSQL cluster cleanly: ${String(error)}`);
        }
        removeRoot();
      },
    };
  } catch (error) {
    removeRoot();
    throw error;
  }
};
