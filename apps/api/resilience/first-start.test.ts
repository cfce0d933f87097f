import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFolders } from '../src/db/embedded-folder';
import { killAllServers, spawnApiServer, startApiServer } from './support/api-server';
import { britishPassportEdition } from './support/visa-data';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'visabridge-first-start-'));
});
afterAll(async () => {
  await killAllServers();
  rmSync(folder, { recursive: true, force: true });
});

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('kill -9 during the first start of the embedded database', () => {
  // While PGlite makes its files (where a kill used to leave a folder that never opened again), then
  // later, while migrations and seeds run.
  it.each([300, 3_000])(
    'leaves a data folder the next start completes (killed %i ms into making the database)',
    async (delayMs) => {
      const dataDir = path.join(folder, `killed-after-${delayMs}`);
      const options = { dataDir, visaDataSource: britishPassportEdition(folder) };
      const { folder: databaseFolder, newFolder } = embeddedFolders(dataDir);
      const interrupted = await spawnApiServer(options);
      await until(() => existsSync(newFolder) || interrupted.exitStatus() !== null, 60_000);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await interrupted.kill();
      expect(existsSync(databaseFolder)).toBe(false);

      const restarted = await startApiServer(options);
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      expect(existsSync(newFolder)).toBe(false);
      await restarted.stop();
    },
  );
});
