import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { embeddedFolders, openEmbeddedDatabase, unopenableFolderMessage } from './embedded-folder';

let dataDir: string;
let folders: ReturnType<typeof embeddedFolders>;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'visabridge-embedded-'));
  folders = embeddedFolders(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A first start's preparation: what it saw of the folders, and a table to find afterwards. */
const recordingPrepare = () => {
  const seen: { isInPlace: boolean; isBeingMade: boolean }[] = [];
  const prepare = async (database: Database) => {
    seen.push({ isInPlace: existsSync(folders.folder), isBeingMade: existsSync(folders.newFolder) });
    await database.db.execute(sql`create table prepared (id int)`);
  };
  return { seen, prepare };
};

describe('first start of the embedded database', { timeout: 60_000 }, () => {
  it('is prepared aside and moved into place, clearing what an interrupted start left', async () => {
    mkdirSync(path.join(folders.newFolder, 'base'), { recursive: true });
    writeFileSync(path.join(folders.newFolder, 'PG_VERSION'), '17');
    const { seen, prepare } = recordingPrepare();

    const database = await openEmbeddedDatabase(dataDir, prepare);
    await database.db.execute(sql`select * from prepared`);
    await database.close();
    expect(seen).toEqual([{ isInPlace: false, isBeingMade: true }]);
    expect(existsSync(folders.newFolder)).toBe(false);
    expect(existsSync(folders.lockFile)).toBe(false);

    const reopened = await openEmbeddedDatabase(dataDir, prepare);
    await reopened.close();
    expect(seen).toHaveLength(1);
  });

  it('leaves nothing in place when preparing fails, so the next start begins again', async () => {
    const failing = () => Promise.reject(new Error('stopped while seeding'));
    await expect(openEmbeddedDatabase(dataDir, failing)).rejects.toThrow('stopped while seeding');
    expect(existsSync(folders.folder)).toBe(false);
    expect(existsSync(folders.lockFile)).toBe(false);
  });

  it('refuses a folder it cannot open and says which folder to delete or restore', async () => {
    mkdirSync(folders.folder);
    writeFileSync(path.join(folders.folder, 'PG_VERSION'), '17');
    const { seen, prepare } = recordingPrepare();

    const opening = openEmbeddedDatabase(dataDir, prepare);
    await expect(opening).rejects.toThrow(`The embedded database in ${folders.folder} cannot be opened`);
    expect(unopenableFolderMessage('/data/pglite', { name: 'ExitStatus', status: 1 })).toContain(
      "cannot be opened ({ name: 'ExitStatus', status: 1 })",
    );
    await expect(opening).rejects.toThrow(`delete the folder ${folders.folder} and start again`);
    await expect(opening).rejects.toThrow('restore the data folder from your last backup');
    expect(seen).toEqual([]);
    expect(existsSync(path.join(folders.folder, 'PG_VERSION'))).toBe(true);
    expect(existsSync(folders.lockFile)).toBe(false);
  });
});
