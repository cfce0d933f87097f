import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import { buildApp } from '../../app/app';
import { loadConfig } from '../../config';
import {
  createApplicationsTestApp,
  multipart,
  pdfBytes,
  type ApplicationCalls,
} from '../../test/applications';
import { sealedSizeOf } from '../../lib/data-encryption';
import { createSignedInUser } from '../../test/factories';
import { startObjectStore, testBucket } from '../../test/object-store';
import { testEnvironment, type TestApp } from '../../test/test-app';
import { createDocumentStore, openDocumentStore } from './document-store';
import { createOcrPool } from './analysis/ocr-pool';
import { analyseQueuedDocuments } from '../../test/analyse-queued-documents';
import { renderPassportPage, syntheticPassports } from '../../test/synthetic-passports';
import { bucketBlobs } from './storage/bucket-blobs';
import { copyDocumentsToBucket } from './storage/copy-to-bucket';
import { folderBlobs } from './storage/folder-blobs';

let store: Awaited<ReturnType<typeof startObjectStore>>;
let first: { test: TestApp; api: ApplicationCalls };
let second: Awaited<ReturnType<typeof buildApp>>;
let s3: S3Client;

beforeAll(async () => {
  store = await startObjectStore();
  first = await createApplicationsTestApp(store.environment);
  // A second instance on the same database, with a folder of its own: only the bucket is shared.
  second = await buildApp({
    config: loadConfig({ ...testEnvironment, ...store.environment }),
    database: first.test.database,
    webServer: null,
  });
  await second.ready();
  s3 = new S3Client({
    endpoint: store.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 120_000);
afterAll(async () => {
  s3.destroy();
  await second.close();
  await first.test.close();
  await store.close();
});

/** A request to one of the two instances, as a load balancer would send it. */
const inject = (
  app: 'first' | 'second',
  method: 'GET' | 'DELETE',
  url: string,
  headers: Record<string, string>,
) => (app === 'first' ? first.test.app : second).inject({ method, url, headers });

const settingsOf = () => {
  const settings = loadConfig({ ...testEnvironment, ...store.environment }).objectStore;
  if (!settings) throw new Error('the bucket is configured');
  return settings;
};

/** A traveller's draft with one PDF uploaded through the first instance. */
const uploaded = async () => {
  const me = await createSignedInUser(first.test);
  const draft = await first.api.createDraft(me.headers);
  // Several of the store's 64 KiB segments: the download streams them one by one.
  const bytes = pdfBytes(`passport scan ${Math.random()} ${'x'.repeat(300_000)}`);
  const upload = await first.api.upload(
    me.headers,
    { applicationId: draft.id, type: draft.requiredDocuments[0] ?? 'Passport' },
    { name: 'passport.pdf', bytes },
  );
  expect(upload.statusCode, upload.body).toBe(201);
  const { id, sha256 } = upload.json().data as { id: string; sha256?: string };
  return { me, id, bytes, sha256 };
};

const objectKeys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: testBucket }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

describe('documents in an S3-compatible bucket shared by two instances', () => {
  it('uploads through one instance, downloads, reads and deletes through the other', async () => {
    const { me, id, bytes } = await uploaded();
    const keys = await objectKeys();
    const key = keys.find((candidate) => candidate.startsWith('documents/'));
    expect(key).toMatch(/^documents\/[0-9a-f]{2}\/[0-9a-f]{64}$/);

    const download = await inject('second', 'GET', `/api/documents/${id}/download`, me.headers);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    // The bucket holds the scan sealed, never in clear; the other instance opens it whole.
    const stored = await s3.send(new GetObjectCommand({ Bucket: testBucket, Key: key }));
    const raw = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
    expect(raw.length).toBeGreaterThan(bytes.length);
    expect(raw.includes(bytes.subarray(0, 32))).toBe(false);
    const opened = await (await second.documentStore.open(key?.split('/').pop() ?? '')).toArray();
    expect(Buffer.concat(opened).equals(bytes)).toBe(true);

    const removed = await inject('second', 'DELETE', `/api/documents/${id}`, me.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    await expect(s3.send(new HeadObjectCommand({ Bucket: testBucket, Key: key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
    const gone = await inject('first', 'GET', `/api/documents/${id}/download`, me.headers);
    expect(gone.statusCode).toBe(404);
  });

  it('reads a passport scan uploaded through one instance with the other’s job runner', async () => {
    const passport = syntheticPassports(12).find((each) => each.look.isClean && !each.truth.brokenCheck);
    if (!passport) throw new Error('a clean synthetic passport is among the first twelve');
    const me = await createSignedInUser(first.test);
    const draft = await first.api.createDraft(me.headers);
    const upload = await first.api.upload(
      me.headers,
      {
        applicationId: draft.id,
        type: 'Passport valid at least 6 months beyond your stay, with 2 blank pages',
      },
      { name: 'scan.jpg', bytes: await renderPassportPage(passport) },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const ocr = createOcrPool({ size: 1 });
    try {
      // The second instance's runner, which reads the file from the bucket: it never had it on its disk.
      await analyseQueuedDocuments({ test: { db: first.test.db, app: second }, ocr });
    } finally {
      await ocr.close();
    }
    const read = await inject('second', 'GET', `/api/documents/${upload.json().data.id}`, me.headers);
    expect(read.json().data.analysis).toMatchObject({
      status: 'done',
      mrz: { documentNumber: passport.truth.documentNumber, surname: passport.truth.surname },
    });
  }, 60_000);

  it('takes uploads into the bucket as they arrive, leaving nothing behind when one is refused, too large or repeated', async () => {
    const me = await createSignedInUser(first.test);
    const draft = await first.api.createDraft(me.headers);
    const type = draft.requiredDocuments[0] ?? 'Passport';
    // Past the 5 MB of one part: sent to the bucket in parts as it is sealed.
    const large = pdfBytes(`bank statement ${'y'.repeat(6 * 1024 * 1024)}`);
    const send = (bytes: Buffer, key?: string) => {
      const body = multipart({ applicationId: draft.id, type }, { name: 'statement.pdf', bytes });
      return first.test.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        headers: {
          ...me.headers,
          'content-type': body.contentType,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload: body.payload,
      });
    };
    const key = randomUUID();
    const stored = await send(large, key);
    expect(stored.statusCode, stored.body).toBe(201);
    expect((await send(large, key)).headers['idempotent-replayed']).toBe('true');
    expect((await send(Buffer.from('MZ not a document'))).statusCode).toBe(415);
    // Cut off at the 10 MB limit while it was being taken in.
    expect((await send(Buffer.concat([large, Buffer.alloc(5 * 1024 * 1024, 0x20)]))).statusCode).toBe(413);
    const download = await inject(
      'second',
      'GET',
      `/api/documents/${stored.json().data.id}/download`,
      me.headers,
    );
    expect(download.rawPayload.equals(large)).toBe(true);
    const keys = await objectKeys();
    expect(keys.filter((each) => each.includes('incoming/'))).toEqual([]);
    const object = await s3.send(
      new GetObjectCommand({
        Bucket: testBucket,
        Key: keys.find((each) => each.endsWith(createHash('sha256').update(large).digest('hex'))),
      }),
    );
    const sealed = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    expect(sealed.subarray(0, 6).toString()).toBe('VBENC2');
    expect(sealed.length).toBe(sealedSizeOf(large.length));
  }, 60_000);

  it('answers 404 for a file missing from the store, never a 500 or a path', async () => {
    const { me, id } = await uploaded();
    for (const key of await objectKeys())
      await s3.send(new DeleteObjectCommand({ Bucket: testBucket, Key: key }));
    const missing = await inject('second', 'GET', `/api/documents/${id}/download`, me.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'DOCUMENT_FILE_MISSING' });
    expect(missing.body).not.toMatch(/\/tmp|documents\/[0-9a-f]{2}|ENOENT/);
  });

  it('copies a folder of documents into the bucket, each verified by its hash, naming damaged and missing ones', async () => {
    const folderPath = await mkdtemp(path.join(os.tmpdir(), 'visabridge-to-bucket-'));
    try {
      const local = createDocumentStore(folderPath);
      const bytes = pdfBytes('a scan kept on one machine');
      const sha256 = local.hashOf(bytes);
      await local.save(sha256, bytes);
      // A file whose content no longer hashes to its name, and a document whose file is nowhere.
      const damaged = 'd'.repeat(64);
      await mkdir(path.join(folderPath, 'dd'), { recursive: true });
      await writeFile(path.join(folderPath, 'dd', damaged), 'not what was uploaded');
      const { id } = await uploaded();
      const [row] = await first.test.db.select().from(documents).where(eq(documents.id, id));
      if (!row) throw new Error('the upload is stored');
      await first.test.db.insert(documents).values({ ...row, id: randomUUID(), sha256: 'e'.repeat(64) });

      const bucket = bucketBlobs(settingsOf());
      const report = await copyDocumentsToBucket(first.test.db, folderBlobs(folderPath), bucket);
      expect(report).toMatchObject({ copied: 1, alreadyThere: 0, damaged: [damaged] });
      // Earlier tests removed objects too: each document without a file is named.
      expect(report.missing).toContain('e'.repeat(64));
      expect(report.missing).not.toContain(row.sha256);
      const opened = await (await second.documentStore.open(sha256)).toArray();
      expect(Buffer.concat(opened).equals(bytes)).toBe(true);
      expect((await copyDocumentsToBucket(first.test.db, folderBlobs(folderPath), bucket)).alreadyThere).toBe(
        1,
      );
      await bucket.close();
    } finally {
      await rm(folderPath, { recursive: true, force: true });
    }
  });

  it('stops the start with the setting to fix when the bucket cannot be used', async () => {
    const settings = settingsOf();
    const refused = (change: object) =>
      openDocumentStore({ uploadsDir: null, objectStore: { ...settings, ...change } });
    await expect(
      refused({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } }),
    ).rejects.toThrow(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: the store refused these credentials/);
    await expect(refused({ bucket: 'no-such-bucket' })).rejects.toThrow(
      /S3_BUCKET: there is no bucket "no-such-bucket"/,
    );
    await expect(refused({ endpoint: 'http://127.0.0.1:1' })).rejects.toThrow(
      /S3_ENDPOINT: bucket .* cannot be reached/,
    );
    expect(() => loadConfig({ ...testEnvironment, S3_ENDPOINT: store.endpoint })).toThrow(
      /S3_BUCKET: set it/,
    );
  });

  it('answers 503 while the store is out of reach, and readiness names it until it is back', async () => {
    const { me, id } = await uploaded();
    await store.stop();
    try {
      const down = await inject('first', 'GET', `/api/documents/${id}/download`, me.headers);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
      const unready = await inject('second', 'GET', '/api/health/ready', {});
      expect(unready.statusCode).toBe(503);
      expect(unready.json().data).toMatchObject({
        status: 'degraded',
        checks: { database: 'up', storage: 'down' },
        problems: [
          expect.stringMatching(new RegExp(`^storage \\(bucket ${testBucket} at ${store.endpoint}\\): `)),
        ],
      });
    } finally {
      await store.restart();
    }
    const ready = await inject('second', 'GET', '/api/health/ready', {});
    expect(ready.statusCode).toBe(200);
    expect((await inject('first', 'GET', `/api/documents/${id}/download`, me.headers)).statusCode).toBe(200);
  });
});
