import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { durableNodeFs } from './pglite-durable-fs';

describe('the embedded database on disk', () => {
  let folder: string;
  let pglite: PGlite;
  // What each flush reached, as paths inside the data folder (Linux names an open fd in /proc/self/fd).
  const flushed: string[] = [];
  const flush = (fd: number) => {
    flushed.push(path.relative(folder, readlinkSync(`/proc/self/fd/${fd}`)));
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'visabridge-pglite-'));
    // Unpacked from the suite's snapshot: creating a database from nothing takes seconds longer.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshots').migrated)]);
    pglite = new PGlite({
      fs: durableNodeFs(folder, flush),
      loadDataDir: snapshot,
      extensions: pgliteExtensions,
    });
    await pglite.exec('create table notes (id serial primary key, body text not null)');
  });
  beforeEach(() => {
    flushed.length = 0;
  });
  afterAll(async () => {
    await pglite.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('flushes the write-ahead log to disk before it acknowledges a commit', async () => {
    await pglite.query(`insert into notes (body) values ('kept through a power loss')`);
    expect(flushed.filter((file) => file.startsWith(`pg_wal${path.sep}`))).not.toEqual([]);
  });

  it('flushes table files, the control file and folders at a checkpoint', async () => {
    await pglite.exec('checkpoint');
    expect(flushed.filter((file) => file.startsWith(`base${path.sep}`))).not.toEqual([]);
    expect(flushed).toContain(path.join('global', 'pg_control'));
    // A folder, flushed after files were created or renamed in it.
    expect(flushed).toContain('pg_logical');
  });
});
