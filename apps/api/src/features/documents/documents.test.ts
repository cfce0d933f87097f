import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUploadsTestApp,
  jpegBytes,
  pdfBytes,
  pngBytes,
  type Headers,
  type ApplicationCalls,
} from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { applications, documents } from '../../db/schema';

let test: TestApp;
let api: ApplicationCalls;
let uploadsDir: string;
let storedFile: (bytes: Buffer) => string;
beforeAll(async () => {
  ({ test, api, uploadsDir, storedPathOf: storedFile } = await createUploadsTestApp());
}, 120_000);
afterAll(() => test.close());

const documentCount = async (applicationId: string) =>
  (await test.db.select().from(documents).where(eq(documents.applicationId, applicationId))).length;

const uploadTo = (headers: Headers, applicationId: string, bytes: Buffer, name = 'passport.pdf') =>
  api.upload(headers, { applicationId, type: 'Passport copy' }, { name, bytes });

describe('POST /api/documents/upload', () => {
  it('stores PDF, JPEG and PNG files by content hash and lists them', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const files = [
      { bytes: pdfBytes(), name: 'passport.pdf', mimeType: 'application/pdf' },
      { bytes: jpegBytes(), name: 'photo.jpg', mimeType: 'image/jpeg' },
      { bytes: pngBytes(), name: 'scan.png', mimeType: 'image/png' },
    ];
    for (const file of files) {
      const response = await uploadTo(headers, id, file.bytes, file.name);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        applicationId: id,
        type: 'Passport copy',
        fileName: file.name,
        mimeType: file.mimeType,
        size: file.bytes.length,
        destination: 'United Kingdom',
      });
      expect(existsSync(storedFile(file.bytes))).toBe(true);
    }
    const listed = (await api.call('GET', `/api/documents?applicationId=${id}`, headers)).json().data;
    expect(listed.total).toBe(3);
    // 'Passport copy' is not on this trip's checklist, so no checklist item is covered yet.
    expect((await api.call('GET', `/api/applications/${id}`, headers)).json().data.documentsUploaded).toBe(0);
  });

  it('judges the type by content: an .exe renamed .pdf gets 415 and nothing is stored', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const response = await api.upload(
      headers,
      { applicationId: id, type: 'Passport copy' },
      { name: 'passport.pdf', bytes: executable, contentType: 'application/pdf' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'Only PDF, JPEG and PNG files can be uploaded',
      errors: [{ field: 'file' }],
    });
    expect(await documentCount(id)).toBe(0);
    expect(existsSync(storedFile(executable))).toBe(false);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const large = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await uploadTo(headers, id, large);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Files can be at most 10 MB');
    expect(await documentCount(id)).toBe(0);
  });

  it.each([
    ['no application id', (_id: string) => ({ type: 'Passport copy' }), 'applicationId'],
    [
      'a bad application id',
      (_id: string) => ({ applicationId: 'nope', type: 'Passport copy' }),
      'applicationId',
    ],
    ['an empty type', (id: string) => ({ applicationId: id, type: ' ' }), 'type'],
  ])('rejects %s with 400 naming the field', async (_case, fields, field) => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const response = await api.upload(headers, fields(id), { name: 'a.pdf', bytes: pdfBytes() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect(await documentCount(id)).toBe(0);
  });

  it('rejects a request without a file, or with an empty one, with 400, and one not multipart with 415', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const noFile = await api.upload(headers, { applicationId: id, type: 'Passport copy' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([{ field: 'file', message: 'Choose a file to upload' }]);
    expect((await uploadTo(headers, id, Buffer.alloc(0))).statusCode).toBe(400);
    const notMultipart = await api.call('POST', '/api/documents/upload', headers, { applicationId: id });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json()).toEqual({
      success: false,
      message: 'Send the file as a multipart/form-data upload.',
    });
  });

  it("answers 404 when uploading to another user's application", async () => {
    const owner = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const { id } = await api.createDraft(owner.headers);
    expect((await uploadTo(stranger.headers, id, pdfBytes())).statusCode).toBe(404);
    expect(await documentCount(id)).toBe(0);
    expect((await uploadTo({}, id, pdfBytes())).statusCode).toBe(401);
  });

  it('keeps a path out of the stored file name', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const response = await uploadTo(headers, id, pdfBytes(), '../../etc/passwd.pdf');
    expect(response.json().data.fileName).toBe('passwd.pdf');
  });
});

describe('reading and deleting documents', () => {
  it('downloads the exact bytes with a safe attachment header', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const bytes = pdfBytes();
    const uploaded = (await uploadTo(headers, id, bytes, 'Pass port é.pdf')).json().data;
    const response = await api.call('GET', `/api/documents/${uploaded.id}/download`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Pass port _.pdf"; filename*=UTF-8''Pass%20port%20%C3%A9.pdf`,
    );
  });

  it('shows documents to the owner, the assigned agent and admins, and 404 to everyone else', async () => {
    const assignedAgent = await createSignedInUser(test, { role: 'agent' });
    const owner = await createSignedInUser(test);
    const application = await api.submitted(owner.headers);
    const [row] = await test.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.assignedAgentId).toBe(assignedAgent.user.id);
    const list = (
      await api.call('GET', `/api/documents?applicationId=${application.id}`, owner.headers)
    ).json().data;
    const documentId = list.items[0].id as string;
    const download = (headers: Headers) => api.call('GET', `/api/documents/${documentId}/download`, headers);

    const admin = await createSignedInUser(test, { role: 'admin' });
    for (const headers of [owner.headers, assignedAgent.headers, admin.headers])
      expect((await download(headers)).statusCode).toBe(200);
    const stranger = await createSignedInUser(test);
    const otherAgent = await createSignedInUser(test, { role: 'agent' });
    for (const headers of [stranger.headers, otherAgent.headers]) {
      expect((await download(headers)).statusCode).toBe(404);
      const listed = await api.call('GET', `/api/documents?applicationId=${application.id}`, headers);
      expect(listed.statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/documents/${documentId}`, headers)).statusCode).toBe(404);
    }
    expect((await api.call('GET', '/api/documents', stranger.headers)).json().data.total).toBe(0);
    expect((await api.call('DELETE', `/api/documents/${documentId}`, assignedAgent.headers)).statusCode).toBe(
      404,
    );
  });

  it('deletes a draft document, and the file only when no other document uses it', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.createDraft(headers);
    const bytes = pdfBytes();
    const first = (await uploadTo(headers, id, bytes)).json().data;
    const second = (await uploadTo(headers, id, bytes)).json().data;
    expect((await api.call('DELETE', `/api/documents/${first.id}`, headers)).statusCode).toBe(200);
    expect(existsSync(storedFile(bytes))).toBe(true);
    expect((await api.call('DELETE', `/api/documents/${second.id}`, headers)).statusCode).toBe(200);
    expect(existsSync(storedFile(bytes))).toBe(false);
    expect(await documentCount(id)).toBe(0);
  });

  it('refuses to delete a document of a submitted application with 409', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.submitted(headers);
    const list = (await api.call('GET', `/api/documents?applicationId=${application.id}`, headers)).json()
      .data;
    const response = await api.call('DELETE', `/api/documents/${list.items[0].id}`, headers);
    expect(response.statusCode).toBe(409);
    expect(await documentCount(application.id)).toBe(list.total);
  });

  it.each(['?page=0', '?pageSize=101', '?applicationId=x'])(
    'rejects the bad query %s with 400',
    async (query) => {
      const { headers } = await createSignedInUser(test);
      expect((await api.call('GET', `/api/documents${query}`, headers)).statusCode).toBe(400);
    },
  );

  it('leaves no temporary files behind', () => {
    const leftovers = readdirSync(uploadsDir, { recursive: true }).filter((name) =>
      String(name).endsWith('.part'),
    );
    expect(leftovers).toEqual([]);
  });
});
