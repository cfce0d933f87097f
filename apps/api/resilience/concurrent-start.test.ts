import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/domain/identity/demo-accounts';
import { killAllServers, startApiServer } from './support/api-server';
import { startThrowawayCluster, type PostgresCluster } from './support/postgres-cluster';

const INSTANCES = 3;

let folder: string;
let postgres: PostgresCluster;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'visabridge-start-'));
  postgres = await startThrowawayCluster();
  await postgres.createDatabase('fresh_demo');
});
afterAll(async () => {
  await killAllServers();
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const countOf = async (client: pg.Client, query: string, values: unknown[] = []) =>
  Number((await client.query<{ total: string }>(query, values)).rows[0]?.total);

describe('instances starting at once on a fresh PostgreSQL in demo mode', () => {
  it('all start, and the database is migrated and seeded once', async () => {
    const databaseUrl = postgres.databaseUrl('fresh_demo');
    const startedAt = Date.now();
    const servers = await Promise.all(
      Array.from({ length: INSTANCES }, (_, instance) =>
        startApiServer(
          { dataDir: path.join(folder, `instance-${instance}`), databaseUrl, demoMode: true },
          { readyWithinMs: 170_000 },
        ),
      ),
    );
    console.warn(
      `${INSTANCES} instances started at once: all serving after ${(Date.now() - startedAt) / 1000} s`,
    );
    for (const server of servers) {
      expect(server.exitStatus()).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const traveller = demoAccounts.find((account) => account.role === 'general')?.email;
      expect(await countOf(client, 'select count(*) as total from users where is_demo')).toBe(
        demoAccounts.length,
      );
      expect(
        await countOf(
          client,
          'select count(*) as total from applications a join users u on u.id = a.user_id where u.email = $1',
          [traveller],
        ),
      ).toBe(5);
      expect(await countOf(client, 'select count(*) as total from visa_data_editions')).toBe(1);
      expect(
        await countOf(
          client,
          'select count(*) as total from (select 1 from employees group by company_id, email having count(*) > 1) twice',
        ),
      ).toBe(0);
      expect(
        await countOf(client, 'select count(*) as total from visa_policies where is_sample'),
      ).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
