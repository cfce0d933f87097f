import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORMAT, VERSION, type BackupTarget, type Manifest } from './archive-layout';
import { restoreBackup } from './restore-backup';
import { createTarWriter } from './tar';

/** An archive as an attacker or a broken disk might hand one over: entries as given. */
const writeArchive = async (file: string, files: Array<[string, string]>) => {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const tar = createTarWriter(gzip);
  for (const [name, text] of files) await tar.add(name, Buffer.byteLength(text), Buffer.from(text));
  await tar.finish();
  await written;
};

const manifest = (change: Partial<Manifest> = {}) =>
  JSON.stringify({
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    signingSecret: 'none',
    documents: 0,
    ...change,
  });

describe('restoring an archive that is not whole or not safe', () => {
  let folder: string;
  let target: BackupTarget;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'visabridge-restore-test-'));
    const dataDir = path.join(folder, 'data');
    target = {
      dataDir,
      uploadsDir: path.join(dataDir, 'documents'),
      databaseUrl: undefined,
      objectStore: null,
      secretInEnvironment: false,
      keysInEnvironment: false,
    };
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a path that leaves the data folder and writes nothing', async () => {
    const archive = path.join(folder, 'evil.tar.gz');
    await writeArchive(archive, [
      ['manifest.json', manifest()],
      ['database/pglite/PG_VERSION', '17'],
      ['database/pglite/../../escaped', 'outside'],
    ]);

    await expect(restoreBackup(target, archive)).rejects.toThrow(/unsafe path/);
    expect(existsSync(path.join(folder, 'escaped'))).toBe(false);
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it('refuses an archive missing what its manifest lists and leaves the current data as it was', async () => {
    mkdirSync(path.join(target.dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'), 'current');
    const archive = path.join(folder, 'short.tar.gz');
    await writeArchive(archive, [
      ['manifest.json', manifest({ documents: 2 })],
      ['database/pglite/PG_VERSION', '17'],
    ]);

    await expect(restoreBackup(target, archive, { force: true })).rejects.toThrow(/incomplete/);
    expect(readdirSync(target.dataDir).sort()).toEqual(['pglite']);
    expect(readFileSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('current');
  });

  it('refuses a backup of PostgreSQL where the embedded database is configured', async () => {
    const archive = path.join(folder, 'postgres.tar.gz');
    await writeArchive(archive, [['manifest.json', manifest({ database: 'postgres' })]]);

    await expect(restoreBackup(target, archive)).rejects.toThrow(/set DATABASE_URL/);
  });
});
