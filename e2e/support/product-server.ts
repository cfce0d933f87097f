import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export type ProductServer = {
  /** The browser's address: localhost, not 127.0.0.1, since WebAuthn refuses an IP address as relying party. */
  baseUrl: string;
  logFile: string;
  mailDir: string;
  dataDir: string;
  stop: () => Promise<void>;
};

/**
 * Starts the built product on a free port with a fresh database, as `npm start` would; the server imports
 * the Passport Index edition it ships on this first start, so the checker has real answers. `settings` are
 * the environment variables that differ from the tests' usual server.
 */
export const startProductServer = async (settings: Record<string, string> = {}): Promise<ProductServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visabridge-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // The runner's own checks go to the address the server listens on (localhost may resolve to ::1 first).
  const serverUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const mailDir = path.join(dataDir, 'mail');
  const log = createWriteStream(logFile);
  const { DATABASE_URL: _ignored, E2E_DATABASE_URL: _e2eDatabase, ...environment } = process.env;
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
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(serverUrl, 180_000);
    const status = (await (await fetch(`${serverUrl}/api/visa/data-status`)).json()) as {
      data?: { edition: unknown };
    };
    if (!status.data?.edition) throw new Error('the server did not import its visa data');
  } catch (error) {
    server.kill('SIGTERM');
    throw new Error(`${(error as Error).message}; its log is in ${logFile}`, { cause: error });
  }
  return { baseUrl, logFile, mailDir, dataDir, stop };
};
