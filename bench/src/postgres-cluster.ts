import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const POSTGRES_ROOT = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root, so a root bench runs the cluster as this system user. */
const SERVICE_USER = 'postgres';

export type PostgresCluster = {
  /** A superuser URL of the cluster's `postgres` database on 127.0.0.1. */
  url: string;
  stop: () => Promise<void>;
};

/** The newest installed server's bin folder that has initdb and pg_ctl, if any. */
export const findPostgresBin = () => {
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

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

/** Runs a PostgreSQL tool, as the service user when the bench runs as root. */
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
  const root = mkdtempSync(path.join(os.tmpdir(), 'visabridge-bench-pg-'));
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
    await runTool(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      'start',
    ]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
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
