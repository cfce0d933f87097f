import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllServers, startApiServer, type ApiServerOptions } from './support/api-server';
import { countBy, registration, runWriters } from './support/load';
import { startThrowawayCluster, type PostgresCluster } from './support/postgres-cluster';
import { storedEmails } from './support/stored-users';
import { britishPassportEdition } from './support/visa-data';

const WRITERS = 8;
/** Acknowledged writes before the kill: enough that it lands among writes in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

let folder: string;
let postgres: PostgresCluster;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'visabridge-kill-'));
  postgres = await startThrowawayCluster();
});
afterAll(async () => {
  await killAllServers();
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Registers side by side, kills the server with SIGKILL mid-way, and returns every answer. */
const writeAndKill = async (options: ApiServerOptions, runId: string) => {
  const server = await startApiServer(options);
  let isKilled = false;
  const outcomes = await runWriters({
    writers: WRITERS,
    write: registration(server.url, runId),
    maxWrites: 400,
    isDone: (answers) => {
      // Before the kill every write is acknowledged; anything else ends the run for the test to report.
      if (isKilled || answers.some((answer) => answer.status !== 202)) return true;
      if (answers.filter((answer) => answer.status === 202).length >= ACKNOWLEDGED_BEFORE_KILL) {
        isKilled = true;
        void server.kill();
      }
      return false;
    },
  });
  await server.exited;
  return outcomes;
};

describe('kill -9 of the API while it writes', () => {
  it.each(['embedded database', 'PostgreSQL'])(
    'loses no acknowledged write on the %s, and starts again',
    async (database) => {
      const runId = database === 'PostgreSQL' ? 'postgres' : 'pglite';
      const dataDir = path.join(folder, runId);
      let databaseUrl: string | undefined;
      if (database === 'PostgreSQL') {
        await postgres.createDatabase('kill_mid_write');
        databaseUrl = postgres.databaseUrl('kill_mid_write');
      }
      const options = { dataDir, databaseUrl, visaDataSource: britishPassportEdition(folder) };

      const outcomes = await writeAndKill(options, runId);
      const acknowledged = outcomes.filter((outcome) => outcome.status === 202).map((outcome) => outcome.key);
      console.warn(`kill -9 on the ${database}: answers ${JSON.stringify(countBy(outcomes))}`);
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect(outcomes.filter((outcome) => outcome.status === 0).length).toBeGreaterThan(0);

      const restarted = await startApiServer(options);
      expect(await fetch(`${restarted.url}/api/health`).then((response) => response.status)).toBe(200);
      await restarted.stop();
      const stored = await storedEmails(databaseUrl ? { databaseUrl } : { dataDir }, acknowledged);
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    },
  );
});
