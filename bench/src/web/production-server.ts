import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../apps/api/resilience/support/free-port';

/** The first start imports the visa data the server ships; on a loaded 2-core machine that takes a while. */
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export type ProductionServer = { baseUrl: string; stop: () => Promise<void> };

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

const waitForHealth = async (baseUrl: string, child: ChildProcess) => {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited');
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy after ${STARTUP_TIMEOUT_MS / 1000} s`);
};

/**
 * Starts the built product as `npm start` does (NODE_ENV=production, its embedded database in a fresh
 * temporary folder, demo accounts on) on a free port of 127.0.0.1; `stop` ends it and removes the folder.
 */
export const startProductionServer = async (repoRoot: string): Promise<ProductionServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visabridge-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child = spawn(process.execPath, ['--max-semi-space-size=64', 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...environment,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(dataDir, 'data'),
      MAIL_DIR: path.join(dataDir, 'mail'),
      DEMO_MODE: 'true',
      // Every language the product is written in, each at its own address (`/zh/`, `/ar/login`).
      INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both into one file, closed by halt() once the server has exited.
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  /** Ends the server and waits for the last of its log to be written. */
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await new Promise<void>((resolve) => log.end(resolve));
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await halt();
    const lastLines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}; the end of its log:\n${lastLines}`, { cause: error });
  }
  return { baseUrl, stop };
};
