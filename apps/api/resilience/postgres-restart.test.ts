import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '../src/plugins/errors';
import { killAllServers, startApiServer, type ApiServer } from './support/api-server';
import { countBy, registration, runWriters, type Outcome } from './support/load';
import { startThrowawayCluster, type PostgresCluster } from './support/postgres-cluster';
import { britishPassportEdition } from './support/visa-data';

const WRITERS = 8;
/** The API must serve again within this long after PostgreSQL is back. */
const RECOVERY_MS = 10_000;

let folder: string;
let postgres: PostgresCluster;
let server: ApiServer;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'visabridge-restart-'));
  postgres = await startThrowawayCluster();
  await postgres.createDatabase('restart_under_load');
  server = await startApiServer({
    dataDir: folder,
    databaseUrl: postgres.databaseUrl('restart_under_load'),
    visaDataSource: britishPassportEdition(folder),
  });
});
afterAll(async () => {
  await killAllServers();
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('a PostgreSQL restart under load', () => {
  it('keeps the API running: 503 while the database is away, served again seconds after', async () => {
    let restartedAt: number | null = null;
    const isServedSince = (outcomes: Outcome[], since: number) =>
      outcomes.some((outcome) => outcome.status === 202 && outcome.startedAt >= since);
    const writing = runWriters({
      writers: WRITERS,
      write: registration(server.url, 'restart'),
      maxWrites: 3_000,
      isDone: (outcomes) =>
        server.exitStatus() !== null ||
        (restartedAt !== null &&
          (isServedSince(outcomes, restartedAt) || Date.now() > restartedAt + RECOVERY_MS)),
    });
    // Under load first, then `pg_ctl restart -m fast`: open transactions are rolled back, connections end.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const restartBegan = Date.now();
    await postgres.restart('fast');
    restartedAt = Date.now();
    const outcomes = await writing;

    const firstServed = outcomes.find(
      (outcome) => outcome.status === 202 && outcome.startedAt >= (restartedAt ?? 0),
    );
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    console.warn(
      `PostgreSQL restart: took ${(restartedAt - restartBegan) / 1000} s; answers ${JSON.stringify(countBy(outcomes))}; ` +
        `served again ${firstServed ? (firstServed.endedAt - restartedAt) / 1000 : 'never'} s after it was back`,
    );
    expect(server.exitStatus()).toBeNull();
    expect(Object.keys(countBy(outcomes)).filter((status) => !['202', '503'].includes(status))).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((outcome) => outcome.message === databaseUnavailableMessage)).toBe(true);
    expect(firstServed).toBeDefined();
    // Readiness follows: 200 again once the database and the event bus's listening connection are back.
    const readySince = Date.now();
    let ready = await fetch(`${server.url}/api/health/ready`);
    while (ready.status !== 200 && Date.now() < readySince + RECOVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await fetch(`${server.url}/api/health/ready`);
    }
    console.warn(`ready again ${(Date.now() - readySince) / 1000} s after the first write was served`);
    expect(ready.status, await ready.clone().text()).toBe(200);
    // Every line the server wrote through it all is JSON, the lost connections' warnings too.
    const lines = server.output().split('\n').filter(Boolean);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(lines.some((line) => line.includes('"msg":"PostgreSQL connection lost"'))).toBe(true);
  });
});
