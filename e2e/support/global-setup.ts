import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { scanTotals } from './axe';
import { startProductServer } from './product-server';

/**
 * The product every spec uses: embedded database unless E2E_DATABASE_URL names an empty PostgreSQL
 * database (CI has one), where queries run in the database's own processes instead of the server's thread.
 */
export default async function globalSetup() {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const server = await startProductServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  // One claim file per screen and theme that axe has scanned in this run (support/axe.ts).
  const axeDir = path.join(server.dataDir, 'axe');
  mkdirSync(axeDir);

  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_MAIL_DIR = server.mailDir;
  process.env.E2E_AXE_DIR = axeDir;

  return async () => {
    const axe = scanTotals(axeDir);
    process.stdout.write(
      `axe: ${axe.scans} screen scans (light and dark) took ${axe.seconds.toFixed(1)} s in all workers\n`,
    );
    await server.stop();
  };
}
