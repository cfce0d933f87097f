import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import { applicationCalls, pdfBytes } from '../../test/applications';
import { createUser, loginAs } from '../../test/factories';
import { withDatabase } from '../../test/global-setup';
import { adminConnection, TEMPLATES } from '../../test/postgres';
import { startServerInFolder, testEnvironment, type TestApp } from '../../test/test-app';
import { keyFileOf } from '../../lib/data-key-file';
import { targetOf } from './archive-layout';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { bucketBlobs } from '../documents/storage/bucket-blobs';
import { startObjectStore, testBucket } from '../../test/object-store';

const databaseUrl = process.env.DATABASE_URL;
const folders: string[] = [];
const newFolder = (label: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `visabridge-${label}-`));
  folders.push(folder);
  return folder;
};
const createdDatabases: string[] = [];
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  if (!databaseUrl || createdDatabases.length === 0) return;
  const admin = await adminConnection(databaseUrl);
  for (const name of createdDatabases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** A PostgreSQL database: a copy of the template with visa data, or empty (a restore's target). */
const newPostgresDatabase = async (url: string, template?: string) => {
  const name = `visabridge_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminConnection(url);
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  createdDatabases.push(name);
  return withDatabase(url, name);
};

/** The server's settings for a data folder, with the signing secret generated there as in production. */
const environmentOf = (dataDir: string, url: string | undefined) => ({
  ...testEnvironment,
  JWT_SECRET: undefined,
  DATA_DIR: dataDir,
  DATABASE_URL: url,
});

/** The restored server serves the uploaded file, opened whole with the restored keys. */
const expectDownload = async (
  server: TestApp,
  documentId: string,
  headers: Record<string, string>,
  bytes: Buffer,
) => {
  const download = await server.app.inject({
    method: 'GET',
    url: `/api/documents/${documentId}/download`,
    headers,
  });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(bytes)).toBe(true);
};

/** A traveller on the server with a draft and these files uploaded to it: their session and the documents' ids. */
const uploadThrough = async (server: TestApp, files: Buffer[], type = 'Passport copy') => {
  const user = await createUser(server.db);
  const { headers } = await loginAs(server, user.email);
  const calls = applicationCalls(server);
  const application = await calls.createDraft(headers);
  const documentIds: string[] = [];
  for (const bytes of files) {
    const upload = await calls.upload(
      headers,
      { applicationId: application.id, type },
      { name: 'passport.pdf', bytes },
    );
    expect(upload.statusCode).toBe(201);
    documentIds.push((upload.json().data as { id: string }).id);
  }
  return { user, headers, documentId: documentIds[0] ?? '' };
};

const roundTrips = [
  {
    kind: 'the embedded database',
    prepare: async (dataDir: string) => {
      // Unpacked from the suite's snapshot with visa data: creating a database from nothing takes longer.
      const snapshot = new Blob([readFileSync(inject('pgliteSnapshots').edition)]);
      await (
        await PGlite.create(path.join(dataDir, 'pglite'), {
          loadDataDir: snapshot,
          extensions: pgliteExtensions,
        })
      ).close();
      return { source: undefined, restoreInto: async () => undefined };
    },
  },
  ...(databaseUrl
    ? [
        {
          kind: 'PostgreSQL',
          prepare: async () => ({
            source: await newPostgresDatabase(databaseUrl, TEMPLATES.edition),
            restoreInto: () => newPostgresDatabase(databaseUrl),
          }),
        },
      ]
    : []),
];

describe.each(roundTrips)('backup and restore with $kind', ({ prepare }) => {
  it('brings back the data, an uploaded file, the signing secret and the data keys, so a session and the sealed file still work', async () => {
    const dataDir = newFolder('data');
    const { source, restoreInto } = await prepare(dataDir);
    const before = await startServerInFolder(environmentOf(dataDir, source));
    const bytes = pdfBytes('kept in the backup');
    const { user, headers, documentId } = await uploadThrough(before, [bytes]);
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    const dataKeys = readFileSync(keyFileOf(dataDir));
    await before.close();

    const archive = path.join(newFolder('backup'), 'backup.tar.gz');
    const backup = await createBackup(targetOf(before.config, false), archive);
    expect(backup).toMatchObject({ documents: 1, signingSecret: 'included', dataKeys: 'included' });

    // Everything gone: the data folder (database, documents, secret), and the database itself.
    rmSync(dataDir, { recursive: true, force: true });
    const restoredUrl = await restoreInto();
    const restoredEnvironment = environmentOf(dataDir, restoredUrl ?? source);
    // As the command does: stand-ins, so loading the settings makes no secret or key of its own there.
    const standIns = { JWT_SECRET: secret, DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') };
    const restoreTarget = targetOf(loadConfig({ ...restoredEnvironment, ...standIns }), false);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(keyFileOf(dataDir))).toBe(false);
    await restoreBackup(restoreTarget, archive);

    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    // The file is sealed: it downloads below only because the keys came back with it.
    expect(readFileSync(keyFileOf(dataDir)).equals(dataKeys)).toBe(true);
    const after = await startServerInFolder(restoredEnvironment);
    try {
      const profile = await after.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.email).toBe(user.email);
      await expectDownload(after, documentId, headers, bytes);
    } finally {
      await after.close();
    }

    // A second restore finds data there and changes nothing unless forced.
    await expect(restoreBackup(restoreTarget, archive)).rejects.toThrow(/not empty.*--force/);
    // The embedded database is opened four times, and a restore flushes each of its files.
  }, 60_000);
});

describe('backup and restore with the documents in a bucket', () => {
  it('archives the bucket’s documents, names the bucket, and puts them back in it', async () => {
    const store = await startObjectStore();
    const dataDir = newFolder('data');
    const embedded = roundTrips[0];
    if (!embedded) throw new Error('the embedded round trip is listed first');
    await embedded.prepare(dataDir);
    const environment = { ...environmentOf(dataDir, undefined), ...store.environment };
    try {
      const before = await startServerInFolder(environment);
      const bytes = pdfBytes('kept in the bucket and the backup');
      const { headers, documentId } = await uploadThrough(before, [bytes]);
      const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
      await before.close();
      // Nothing of it is in the folder: the bucket holds the only copy.
      expect(existsSync(path.join(dataDir, 'documents'))).toBe(false);

      const archive = path.join(newFolder('backup'), 'backup.tar.gz');
      const backup = await createBackup(targetOf(before.config, false), archive);
      expect(backup).toMatchObject({
        documents: 1,
        documentsFrom: `bucket ${testBucket} at ${store.endpoint}`,
      });

      // The bucket's objects and the data folder lost.
      const bucket = bucketBlobs(before.config.objectStore ?? fail('a bucket is configured'));
      for await (const key of bucket.keys()) await bucket.remove(key);
      rmSync(dataDir, { recursive: true, force: true });
      const standIns = { JWT_SECRET: secret, DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') };
      await restoreBackup(targetOf(loadConfig({ ...environment, ...standIns }), false), archive);
      let objects = 0;
      for await (const key of bucket.keys()) objects += key ? 1 : 0;
      expect(objects).toBe(1);
      await bucket.close();

      const after = await startServerInFolder(environment);
      try {
        await expectDownload(after, documentId, headers, bytes);
      } finally {
        await after.close();
      }
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('a backup missing document files the database refers to', () => {
  it('fails naming them, and with --allow-missing records them; the restore names them too', async () => {
    const dataDir = newFolder('data');
    const embedded = roundTrips[0];
    if (!embedded) throw new Error('the embedded round trip is listed first');
    await embedded.prepare(dataDir);
    const before = await startServerInFolder(environmentOf(dataDir, undefined));
    const kept = pdfBytes('still on this disk');
    const lost = pdfBytes('kept on another instance’s disk');
    await uploadThrough(before, [kept, lost], 'Supporting document');
    await before.close();
    const lostHash = createHash('sha256').update(lost).digest('hex');
    const lostKey = `${lostHash.slice(0, 2)}/${lostHash}`;
    rmSync(path.join(dataDir, 'documents', lostKey));

    const archive = path.join(newFolder('backup'), 'backup.tar.gz');
    const target = targetOf(before.config, false);
    await expect(createBackup(target, archive)).rejects.toThrow(
      new RegExp(
        `^1 document file the database refers to is not in folder .*: ${lostKey}\\. .*--allow-missing`,
      ),
    );
    expect(existsSync(archive)).toBe(false);
    expect(existsSync(`${archive}.partial`)).toBe(false);

    const backup = await createBackup(target, archive, { allowMissing: true });
    expect(backup).toMatchObject({ documents: 1, missingDocuments: [lostKey] });
    rmSync(dataDir, { recursive: true, force: true });
    const restored = await restoreBackup(target, archive);
    expect(restored.missingAfterRestore).toEqual([lostKey]);
  }, 60_000);
});

const fail = (message: string): never => {
  throw new Error(message);
};
