import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import { createUploadsTestApp, pdfBytes, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let storedPathOf: (bytes: Buffer) => string;
beforeAll(async () => {
  ({ test, api, storedPathOf } = await createUploadsTestApp({
    DOCUMENTS_PER_APPLICATION: '3',
    UPLOAD_MB_PER_ACCOUNT: '1',
    UPLOADS_PER_MINUTE: '6',
  }));
}, 120_000);
afterAll(() => test.close());

const uploadTo = (headers: Headers, applicationId: string, bytes = pdfBytes()) =>
  api.upload(headers, { applicationId, type: 'Passport copy' }, { name: 'scan.pdf', bytes });
const documentsOf = (applicationId: string) =>
  test.db.select().from(documents).where(eq(documents.applicationId, applicationId));
const isStored = (bytes: Buffer) => existsSync(storedPathOf(bytes));
/** A PDF of `kilobytes` KB, distinct per call. */
const pdfOf = (kilobytes: number) => Buffer.concat([pdfBytes(), Buffer.alloc(kilobytes * 1024 - 40, 0x20)]);

describe('upload quotas', () => {
  it('refuses a file past the documents one application may hold with 413, until one is deleted', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    for (let file = 0; file < 3; file += 1) expect((await uploadTo(headers, id)).statusCode).toBe(201);
    const fourth = pdfBytes();
    const refused = await uploadTo(headers, id, fourth);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      message:
        'This application already holds 3 documents, the most one application can hold. Delete one you no longer need to upload another.',
      errors: [{ field: 'file' }],
    });
    expect(await documentsOf(id)).toHaveLength(3);
    expect(isStored(fourth)).toBe(false);

    const [first] = await documentsOf(id);
    expect((await api.call('DELETE', `/api/documents/${first?.id}`, headers)).statusCode).toBe(200);
    expect((await uploadTo(headers, id, fourth)).statusCode).toBe(201);
  });

  it('refuses a file that takes the account past the bytes it may store with 413; others are not affected', async () => {
    const { headers } = await createSignedInUser(test);
    const first = await api.createDraft(headers);
    const second = await api.createDraft(headers);
    expect((await uploadTo(headers, first.id, pdfOf(600))).statusCode).toBe(201);
    const tooMuch = pdfOf(500);
    const refused = await uploadTo(headers, second.id, tooMuch);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      message:
        'Your documents already take 1 MB of the 1 MB an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.',
    });
    expect(await documentsOf(second.id)).toHaveLength(0);
    expect(isStored(tooMuch)).toBe(false);
    expect((await uploadTo(headers, second.id, pdfOf(300))).statusCode).toBe(201);

    const other = await createSignedInUser(test);
    const theirs = await api.createDraft(other.headers);
    expect((await uploadTo(other.headers, theirs.id, tooMuch)).statusCode).toBe(201);
  });

  it('answers 429 with Retry-After past the uploads per minute, before reading the file; others upload', async () => {
    const { headers } = await createSignedInUser(test);
    const drafts = [
      await api.createDraft(headers),
      await api.createDraft(headers),
      await api.createDraft(headers),
    ];
    for (let upload = 0; upload < 6; upload += 1) {
      const response = await uploadTo(headers, drafts[upload % 3]?.id ?? '');
      expect(response.statusCode).toBe(201);
    }
    const late = pdfBytes();
    const refused = await uploadTo(headers, drafts[0]?.id ?? '', late);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^You have uploaded 6 files in the last minute, the most we take\. Please try again in \d+ seconds?\.$/,
      ),
    });
    expect(isStored(late)).toBe(false);

    const other = await createSignedInUser(test);
    const theirs = await api.createDraft(other.headers);
    expect((await uploadTo(other.headers, theirs.id)).statusCode).toBe(201);
  });

  it('lets no two uploads at once take the last room of an application', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => uploadTo(headers, id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(await documentsOf(id)).toHaveLength(3);
  });

  it('refuses an upload by someone who may not upload there with 404, and counts nothing for them', async () => {
    const owner = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const { id } = await api.createDraft(owner.headers);
    expect((await uploadTo(stranger.headers, id)).statusCode).toBe(404);
    expect(await documentsOf(id)).toHaveLength(0);
    expect((await api.upload({}, { applicationId: id, type: 'Passport copy' })).statusCode).toBe(401);
  });
});
