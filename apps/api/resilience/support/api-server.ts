import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ApiServerOptions = {
  dataDir: string;
  /** PostgreSQL's address; unset runs the embedded database in `dataDir`. */
  databaseUrl?: string;
  demoMode?: boolean;
  /** A Passport Index CSV for the first-start import (the bundled edition when unset). */
  visaDataSource?: string;
  /** More settings (a bucket, a proxy's trust, an instance name). */
  environment?: Record<string, string>;
};

export type ApiServer = {
  url: string;
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** The exit code, or the signal's name; null while it runs. */
  exitStatus: () => number | string | null;
  exited: Promise<void>;
  /** kill -9: no shutdown, open transactions and buffered writes are lost as in a crash. */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown an operator's stop does. */
  stop: () => Promise<void>;
};

const running = new Set<ApiServer>();

/** Kills every server still running: an afterAll, so a failed test leaves no process behind. */
export const killAllServers = () => Promise.all([...running].map((server) => server.kill()));

/** Waits until `/api/health` answers 200, failing at once if the server exits. */
const waitUntilReady = async (server: ApiServer, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitStatus() !== null)
      throw new Error(`the server exited (${server.exitStatus()}) before it was ready:\n${server.output()}`);
    const status = await fetch(`${server.url}/api/health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
};

const sharedJwtSecret = randomBytes(32).toString('hex');
const sharedDataKey = randomBytes(32).toString('base64');

/** Starts the server and returns at once, while it starts (see startApiServer). */
export const spawnApiServer = async (options: ApiServerOptions): Promise<ApiServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    DEMO_MODE: String(options.demoMode ?? false),
    PASSWORD_HASH_COST: '10',
    REGISTRATIONS_PER_HOUR_PER_IP: '1000000',
    LOG_LEVEL: 'warn',
    // Instances sharing a database share its secrets, as the deployment guide asks.
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl, JWT_SECRET: sharedJwtSecret, DATA_ENCRYPTION_KEY: sharedDataKey }
      : {}),
    ...(options.visaDataSource ? { VISA_DATA_SOURCE: options.visaDataSource } : {}),
    ...options.environment,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitStatus: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitStatus = code ?? signal ?? 'unknown';
      resolve();
    }),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (exitStatus === null) child.kill(signal);
    await exited;
  };
  const server: ApiServer = {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exitStatus: () => exitStatus,
    exited,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
};

/**
 * Starts the API from its TypeScript source (node --import tsx, one process, so a kill reaches the server
 * itself; no build needed) on 127.0.0.1 with its own data folder and port, and resolves once it serves.
 */
export const startApiServer = async (
  options: ApiServerOptions,
  { readyWithinMs = 120_000 } = {},
): Promise<ApiServer> => {
  const server = await spawnApiServer(options);
  try {
    await waitUntilReady(server, readyWithinMs);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
};
