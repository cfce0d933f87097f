import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanTotals } from './axe';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitForHealth = async (baseUrl: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the product did not become healthy at ${baseUrl}`);
};

/**
 * Starts the built product on a free port with a fresh embedded database, as `npm start` would; the server
 * imports the Passport Index edition it ships on this first start, so the checker has real answers.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visabridge-e2e-'));
  const port = await freePort();
  // The browser's address is localhost, not 127.0.0.1: WebAuthn refuses an IP address as relying party.
  const baseUrl = `http://localhost:${port}`;
  // The runner's own checks go to the address the server listens on (localhost may resolve to ::1 first).
  const serverUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const mailDir = path.join(dataDir, 'mail');
  // One claim file per screen and theme that axe has scanned in this run (support/axe.ts).
  const axeDir = path.join(dataDir, 'axe');
  mkdirSync(axeDir);
  const log = createWriteStream(logFile);
  // The embedded database unless E2E_DATABASE_URL names an empty PostgreSQL database (CI has one), where
  // queries run in the database's own processes instead of on the server's single thread.
  const { DATABASE_URL: _ignored, E2E_DATABASE_URL: databaseUrl, ...environment } = process.env;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...environment,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SUPPORT_EMAIL: 'support@visabridge.test',
      SUPPORT_PHONE: '+44 20 7946 0000',
      SUPPORT_HOURS: 'Mon-Fri 09:00-17:00 UTC',
      LOG_LEVEL: 'info',
      // Emails are files here, read by emailedText; every test signs up from this one address.
      MAIL_DIR: mailDir,
      REGISTRATIONS_PER_HOUR_PER_IP: '10000',
      // The demo accounts upload from several tests at once; the per-minute limit has API tests of its own.
      UPLOADS_PER_MINUTE: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  try {
    await waitForHealth(serverUrl, 180_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw new Error(`${(error as Error).message}; its log is in ${logFile}`, { cause: error });
  }
  const status = (await (await fetch(`${serverUrl}/api/visa/data-status`)).json()) as {
    data?: { edition: unknown };
  };
  if (!status.data?.edition) {
    server.kill('SIGTERM');
    throw new Error(`the server did not import its visa data; its log is in ${logFile}`);
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_AXE_DIR = axeDir;

  return async () => {
    const axe = scanTotals(axeDir);
    process.stdout.write(
      `axe: ${axe.scans} screen scans (light and dark) took ${axe.seconds.toFixed(1)} s in all workers\n`,
    );
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
