import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, documents, jobs, notifications } from '../../db/schema';
import { createOcrPool } from './analysis/ocr-pool';
import { completeDraft, pngBytes, useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { passportPdf, renderPassportPage, syntheticPassports, zoneOf } from '../../test/synthetic-passports';
import { analyseQueuedDocuments } from '../../test/analyse-queued-documents';
import { analyserDefaults } from './analyse-document-job';

const review = useReviewTestApp();
const ocr = createOcrPool({ size: 1 });
afterAll(() => ocr.close());

/** Runs every due analysis, as the server's job runner would. */
const analyse = () =>
  analyseQueuedDocuments({
    test: review.test,
    ocr,
    settings: { ...analyserDefaults, leaseMs: 60_000, maxAttempts: 3 },
  });

/** Sets the analysis job of document `id` as a worker's claim leaves it: `attempts` runs, the lease until then. */
const claimedBefore = (id: string, attempts: number, leaseExpiresAt: Date) =>
  review.test.db
    .update(jobs)
    .set({ state: 'running', attempts, leaseOwner: 'another-worker', leaseExpiresAt })
    .where(sql`${jobs.payload}->>'documentId' = ${id}`);

/** A clean synthetic page with a valid zone, for Chidi Okafor of the complete draft. */
const [sample] = syntheticPassports(1, 7);
if (!sample) throw new Error('no synthetic passport');
const page = {
  ...sample,
  look: { ...sample.look, rotationDegrees: 0.3, blur: 0.3, jpegQuality: 90, widthPx: 1300 },
  truth: {
    ...sample.truth,
    documentNumber: 'A1234567',
    surname: 'OKAFOR',
    givenNames: 'CHIDI',
    nationality: 'NGA',
    birthDate: '1988-02-14',
    sex: 'male' as const,
    expiryDate: '2031-05-01',
    brokenCheck: null,
  },
};
page.zone = zoneOf(page.truth);
let passportScan: Buffer;
beforeAll(async () => {
  passportScan = await renderPassportPage(page);
}, 30_000);

const uploadPassport = async (
  headers: Headers,
  applicationId: string,
  bytes = passportScan,
  name = 'scan.jpg',
) => {
  const response = await review.api.upload(
    headers,
    { applicationId, type: 'Passport valid at least 6 months beyond your stay, with 2 blank pages' },
    { name, bytes },
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; analysis: { status: string } };
};
const documentOf = async (headers: Headers, id: string) =>
  (await review.api.call('GET', `/api/documents/${id}`, headers)).json().data;

describe('document analysis', () => {
  it('reads an uploaded passport scan in the background and checks it against the application', async () => {
    const { headers } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    const uploaded = await uploadPassport(headers, draft.id);
    expect(uploaded.analysis).toEqual({ status: 'pending', mrz: null, findings: [], override: null });
    await analyse();
    const read = await documentOf(headers, uploaded.id);
    expect(read.analysis).toMatchObject({
      status: 'done',
      mrz: {
        documentNumber: 'A1234567',
        surname: 'OKAFOR',
        givenNames: 'CHIDI',
        nationality: 'NGA',
        nationalityCountry: 'NG',
        birthDate: '1988-02-14',
        sex: 'male',
        expiryDate: '2031-05-01',
        checkDigitsValid: true,
      },
      findings: [],
    });

    const changed = completeDraft();
    changed.personalInfo.passportNumber = 'A7654321';
    await review.api.call('PUT', `/api/applications/${draft.id}`, headers, changed);
    const findings = (await documentOf(headers, uploaded.id)).analysis.findings;
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'passport_number_mismatch',
        severity: 'error',
        field: 'personalInfo.passportNumber',
      }),
    ]);
  }, 60_000);

  it.each([
    ['a scanned page', false],
    ['a page with the zone as text', true],
  ])(
    'reads the first page of a PDF: %s',
    async (_, asText) => {
      const { headers } = await createSignedInUser(review.test);
      const draft = await review.api.createDraft(headers);
      const uploaded = await uploadPassport(
        headers,
        draft.id,
        await passportPdf(page, { asText }),
        'scan.pdf',
      );
      await analyse();
      expect((await documentOf(headers, uploaded.id)).analysis).toMatchObject({
        status: 'done',
        mrz: { documentNumber: 'A1234567', expiryDate: '2031-05-01', checkDigitsValid: true },
        findings: [],
      });
    },
    60_000,
  );

  it("tells the applicant in the bell when a photo breaks the destination's rules", async () => {
    const { headers, user } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers, completeDraft({ toCountry: 'FR' }));
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer();
    const response = await review.api.upload(
      headers,
      { applicationId: draft.id, type: 'Recent photo, 35 x 45 mm, plain light background' },
      { name: 'me.jpg', bytes: square },
    );
    await analyse();
    const { analysis } = await documentOf(headers, response.json().data.id);
    expect(analysis.findings.map((finding: { code: string }) => finding.code)).toEqual([
      'photo_proportions',
      'photo_resolution',
      'photo_file_size',
    ]);
    const [bell] = await review.test.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell).toMatchObject({ category: 'document_analysis', title: 'Check your photo' });
  });

  it("passes India's square e-visa photo", async () => {
    const { headers } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(
      headers,
      completeDraft({ fromCountry: 'DE', toCountry: 'IN', purpose: 'tourist' }),
    );
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const square = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#ddd', noise },
    })
      .jpeg()
      .toBuffer();
    const response = await review.api.upload(
      headers,
      { applicationId: draft.id, type: 'Digital passport photo for the online application' },
      { name: 'me.jpg', bytes: square },
    );
    await analyse();
    expect((await documentOf(headers, response.json().data.id)).analysis).toMatchObject({
      status: 'done',
      findings: [],
    });
  });

  it('ends a file it cannot read as failed with the reason, never stuck pending', async () => {
    const { headers } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    const uploaded = await uploadPassport(headers, draft.id, pngBytes(), 'broken.png');
    await analyse();
    const { analysis } = await documentOf(headers, uploaded.id);
    expect(analysis.status).toBe('failed');
    expect(analysis.findings[0]).toMatchObject({ code: 'unreadable_file', severity: 'error' });
    expect(analysis.findings[0].message).toMatch(/could not be decoded/);
  });

  it('takes over a document whose worker died, and gives up after the last attempt', async () => {
    const { headers } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    const uploaded = await uploadPassport(headers, draft.id);
    const died = (attempts: number) => claimedBefore(uploaded.id, attempts, new Date(Date.now() - 1000));
    await died(1);
    await analyse();
    expect((await documentOf(headers, uploaded.id)).analysis.status).toBe('done');

    await review.test.db
      .update(documents)
      .set({ analysisStatus: 'pending' })
      .where(eq(documents.id, uploaded.id));
    await died(3);
    await analyse();
    expect((await documentOf(headers, uploaded.id)).analysis.status).toBe('failed');
  }, 60_000);

  it('leaves a document a live worker holds alone', async () => {
    const { headers } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    const uploaded = await uploadPassport(headers, draft.id, pngBytes(), 'held.png');
    await claimedBefore(uploaded.id, 1, new Date(Date.now() + 60_000));
    await analyse();
    expect((await documentOf(headers, uploaded.id)).analysis.status).toBe('pending');
  });
});

describe('POST /api/visa-applications/:id/documents/:documentId/analysis-override', () => {
  const submittedWithScan = async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const [scan] = await review.test.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, id))
      .limit(1);
    if (!scan) throw new Error('the submitted application has no documents');
    await review.test.db
      .update(documents)
      .set({ analysisStatus: 'failed', analysisError: 'the image could not be decoded' })
      .where(eq(documents.id, scan.id));
    return { applicant, id, documentId: scan.id };
  };
  const override = (headers: Headers, id: string, documentId: string, body: object) =>
    review.api.call(
      'POST',
      `/api/visa-applications/${id}/documents/${documentId}/analysis-override`,
      headers,
      body,
    );

  it('lets the assigned agent override with a note, shows it to the applicant and audits it', async () => {
    const { applicant, id, documentId } = await submittedWithScan();
    const response = await override(review.agent.headers, id, documentId, {
      note: 'Checked the original at the desk',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.analysis.override).toMatchObject({
      note: 'Checked the original at the desk',
    });
    expect((await documentOf(applicant.headers, documentId)).analysis.override.note).toBe(
      'Checked the original at the desk',
    );
    const [audit] = await review.test.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.analysis_overridden'), eq(auditEvents.targetId, id)));
    expect(audit).toMatchObject({ actorId: review.agent.user.id, details: { documentId } });
  });

  it('refuses applicants and other agents, and a blank note', async () => {
    const { applicant, id, documentId } = await submittedWithScan();
    expect((await override(applicant.headers, id, documentId, { note: 'mine' })).statusCode).toBe(403);
    const stranger = await createSignedInUser(review.test, { role: 'agent' });
    expect((await override(stranger.headers, id, documentId, { note: 'not mine' })).statusCode).toBe(404);
    const blank = await override(review.agent.headers, id, documentId, { note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].field).toBe('note');
    expect((await documentOf(applicant.headers, documentId)).analysis.override).toBeNull();
  });

  it('answers 404 for a document that was not checked', async () => {
    const { id, documentId } = await submittedWithScan();
    await review.test.db.update(documents).set({ analysisStatus: null }).where(eq(documents.id, documentId));
    expect((await override(review.agent.headers, id, documentId, { note: 'n/a' })).statusCode).toBe(404);
  });
});
