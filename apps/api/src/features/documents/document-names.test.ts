import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import {
  createApplicationsTestApp,
  pdfBytes,
  pngBytes,
  type ApplicationCalls,
  type Headers,
} from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

/** Uploads a file under the given name; returns the name the API shows and the one a download carries. */
const namesOf = async (headers: Headers, name: string, bytes = pdfBytes()) => {
  const { id } = await api.createDraft(headers);
  const uploaded = await api.upload(headers, { applicationId: id, type: 'Passport copy' }, { name, bytes });
  expect(uploaded.statusCode).toBe(201);
  const document = uploaded.json().data as { id: string; fileName: string };
  return {
    id: document.id,
    applicationId: id,
    shown: document.fileName,
    ...(await downloadOf(headers, document.id)),
  };
};
const downloadOf = async (headers: Headers, id: string) => {
  const download = await api.call('GET', `/api/documents/${id}/download`, headers);
  expect(download.statusCode).toBe(200);
  expect(download.headers['x-content-type-options']).toBe('nosniff');
  return {
    contentType: download.headers['content-type'],
    disposition: String(download.headers['content-disposition']),
  };
};

describe('uploaded file names', () => {
  it('stores and serves a PDF named .html as .pdf, an attachment of type application/pdf', async () => {
    const { headers } = await createSignedInUser(test);
    expect(await namesOf(headers, 'Bank-statement.html')).toMatchObject({
      shown: 'Bank-statement.pdf',
      contentType: 'application/pdf',
      disposition: `attachment; filename="Bank-statement.pdf"; filename*=UTF-8''Bank-statement.pdf`,
    });
    expect(await namesOf(headers, 'scan.pdf', pngBytes())).toMatchObject({
      shown: 'scan.png',
      contentType: 'image/png',
    });
  });

  it('drops a right-to-left override and every other bidi or control character from the name', async () => {
    const { headers } = await createSignedInUser(test);
    const names = await namesOf(headers, 'Invoice\u202Efdp.exe');
    expect(names).toMatchObject({
      shown: 'Invoicefdp.pdf',
      disposition: `attachment; filename="Invoicefdp.pdf"; filename*=UTF-8''Invoicefdp.pdf`,
    });
    const mixed = await namesOf(headers, ' \u2067Tax\u0000 \u200Freturn\u061C\u001b\u0085\u2069 .pdf ');
    expect(mixed.shown).toBe('Tax return.pdf');
    expect((await namesOf(headers, '...')).shown).toBe('document.pdf');
    expect((await namesOf(headers, `${'a'.repeat(500)}.pdf`)).shown).toBe(`${'a'.repeat(120)}.pdf`);
  });

  it('shows and serves a name stored before the rule safely', async () => {
    const { headers } = await createSignedInUser(test);
    const { id, applicationId } = await namesOf(headers, 'statement.pdf');
    await test.db.update(documents).set({ fileName: 'statement\u202Elmth.html' }).where(eq(documents.id, id));
    const listed = await api.call('GET', `/api/documents?applicationId=${applicationId}`, headers);
    expect(listed.json().data.items[0].fileName).toBe('statementlmth.pdf');
    expect((await downloadOf(headers, id)).disposition).toBe(
      `attachment; filename="statementlmth.pdf"; filename*=UTF-8''statementlmth.pdf`,
    );
  });
});
