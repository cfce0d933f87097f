import { uploadsToApply } from '@visabridge/contract';
import { eq, ilike, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, documents } from '../db/schema';
import { photoFindings } from '../features/documents/analysis/photo-findings';
import { findingTextsEn } from '../features/documents/analysis/finding-texts/en';
import { applicationFeesOf } from '../domain/visa/application-fees';
import { checkRequirements } from '../domain/visa/check-requirements';
import type { TestApp } from '../test/test-app';
import { createTestAppWithVisaData } from '../test/visa-data';
import { seedDemoApplications } from './demo-applications';
import { seedDemoData } from './seed-demo-data';

let test: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  await seedDemoData(test.db, test.config.passwordHashCost);
  await seedDemoApplications(test.db, test.app.visa.index, test.config.fees, test.app.documentStore);
  await seedDemoApplications(test.db, test.app.visa.index, test.config.fees, test.app.documentStore);
  const login = await test.app.inject({
    method: 'POST',
    url: '/api/auth/demo-login',
    payload: { role: 'general' },
  });
  headers = { authorization: `Bearer ${login.json().data.token}` };
}, 120_000);
afterAll(() => test.close());

const get = async (url: string) => (await test.app.inject({ method: 'GET', url, headers })).json().data;

describe('demo applications', () => {
  it('gives the demo traveller one application in every status, once', async () => {
    expect(await get('/api/applications/summary')).toEqual({
      total: 5,
      draft: 1,
      pending: 1,
      in_review: 1,
      approved: 1,
      rejected: 1,
    });
  });

  it('tells a consistent story: history, rejection reason, agent, messages and unread notifications', async () => {
    const listed = (await get('/api/applications?status=rejected')).items[0];
    const rejected = await get(`/api/applications/${listed.id}`);
    expect(rejected.rejectionReason).toMatch(/invitation letter/);
    expect(rejected.agentName).toBe('Samuel Okafor');
    const history = await get(`/api/applications/${rejected.id}/status-history`);
    expect(history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'draft',
      'pending',
      'in_review',
      'rejected',
    ]);
    const inReview = (await get('/api/applications?status=in_review')).items[0];
    expect(await get(`/api/applications/${inReview.id}/messages`)).toHaveLength(2);
    expect((await get('/api/notifications/unread-count')).unread).toBeGreaterThan(0);
    const dashboard = await get('/api/dashboard/individual');
    expect(dashboard).toMatchObject({ totalApplications: 5, countriesVisited: 1 });
  });

  it('leaves the submitted India application unpaid, so the payment page has fees to pay', async () => {
    const due = await get('/api/payments/due');
    expect(due).toEqual([
      expect.objectContaining({
        destination: 'India',
        status: 'pending',
        fees: expect.objectContaining({ total: 2500, governmentFee: null }),
      }),
    ]);
    const paid = await get('/api/payments?status=completed');
    expect(paid.total).toBe(3);
  });

  it("gives each document a sample file of its own, in its type's format, larger than a stub", async () => {
    type Document = {
      id: string;
      applicationId: string;
      type: string;
      fileName: string;
      mimeType: string;
      size: number;
    };
    const { items } = (await get('/api/documents?pageSize=100')) as { items: Document[] };
    const byName = new Map(items.map((document) => [document.fileName, document]));
    expect(byName.get('passport-scan.png')).toMatchObject({ mimeType: 'image/png', type: /^Passport/ });
    expect(byName.get('passport-photo.png')).toMatchObject({ mimeType: 'image/png', type: /photo/ });
    expect(byName.get('bank-statement.pdf')).toMatchObject({ mimeType: 'application/pdf' });
    // A visit on an e-visa or eTA carries its hotel booking rather than uploading it.
    expect(items.map((document) => document.type)).not.toContain(
      'Proof of accommodation (hotel booking or host address)',
    );
    expect(byName.get('flight-itinerary.pdf')).toMatchObject({ mimeType: 'application/pdf' });

    const magic = { 'image/png': '\x89PNG', 'application/pdf': '%PDF-' } as Record<string, string>;
    const filesOf = new Map<string, Set<string>>();
    for (const document of items) {
      const download = await test.app.inject({
        method: 'GET',
        url: `/api/documents/${document.id}/download`,
        headers,
      });
      expect(download.statusCode).toBe(200);
      const bytes = download.rawPayload;
      expect(bytes.length).toBe(document.size);
      expect(bytes.length).toBeGreaterThan(2_000);
      expect(
        bytes
          .subarray(0, 5)
          .toString('latin1')
          .startsWith(magic[document.mimeType] ?? '?'),
      ).toBe(true);
      expect(document.fileName.endsWith(document.mimeType === 'image/png' ? '.png' : '.pdf')).toBe(true);
      const files = filesOf.get(document.applicationId) ?? new Set<string>();
      filesOf.set(document.applicationId, files.add(bytes.toString('base64')));
    }
    // Every checklist item of an application has its own file, not one file repeated.
    for (const [applicationId, files] of filesOf)
      expect(files.size).toBe(items.filter((document) => document.applicationId === applicationId).length);
  });

  it('gives the demo agent a review task for each open application assigned to them', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'agent' },
    });
    const agentHeaders = { authorization: `Bearer ${login.json().data.token}` };
    const tasks = await test.app.inject({
      method: 'GET',
      url: '/api/agent/tasks?completed=false',
      headers: agentHeaders,
    });
    expect(tasks.json().data.items.map((task: { type: string }) => task.type)).toEqual(
      Array(5).fill('review'),
    );
  });

  it('keeps the demo sign-in accounts to the five listed ones: past clients cannot sign in', async () => {
    const accounts = (await test.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json().data;
    expect(accounts.map((account: { email: string }) => account.email)).not.toContainEqual(
      expect.stringContaining('@clients.demo.visabridge.test'),
    );
    expect(accounts).toHaveLength(5);
    const general = (
      await test.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { role: 'general' } })
    ).json();
    expect(general.data.user.email).toBe('maya.chen@demo.visabridge.test');
  });
});

describe('demo company filings', () => {
  it("draws every photo to its destination's own rule: India's square, the United States' 2 x 2 inches", async () => {
    const photos = await test.db
      .select({ sha256: documents.sha256, toCountry: applications.toCountry, size: documents.size })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(ilike(documents.type, '%photo%'));
    const checked = new Set<string>();
    for (const photo of photos) {
      const chunks: Buffer[] = [];
      for await (const chunk of await test.app.documentStore.open(photo.sha256)) chunks.push(chunk as Buffer);
      const png = Buffer.concat(chunks);
      const facts = {
        mimeType: 'image/png',
        width: png.readUInt32BE(16),
        height: png.readUInt32BE(20),
        bytes: photo.size,
      };
      const spec = test.app.visa.index.entryConditions(photo.toCountry)?.photo ?? null;
      const shapeProblems = photoFindings({
        photo: facts,
        spec,
        destination: photo.toCountry,
        texts: findingTextsEn,
      }).filter((finding) => finding.code === 'photo_proportions' || finding.code === 'photo_resolution');
      expect(shapeProblems, photo.toCountry).toEqual([]);
      checked.add(photo.toCountry);
    }
    expect([...checked]).toEqual(expect.arrayContaining(['IN', 'US']));
  });

  it('never has the traveller upload the approval they apply for: it is what they receive at the end', async () => {
    const rows = await test.db.select().from(applications);
    const files = await test.db.select({ type: documents.type }).from(documents);
    const issued = /approval|electronic travel authorisation/i;
    expect(rows.flatMap((row) => row.requiredDocuments).filter((type) => issued.test(type))).toEqual([]);
    expect(files.filter((file) => issued.test(file.type))).toEqual([]);
    const eVisa = rows.filter((row) => row.laterDocuments.some((item) => item.kind === 'issued'));
    expect(eVisa.length).toBeGreaterThan(0);
  });

  it('went through the requirement check for the employee passport: needed a visa or eTA, fees and documents as checked', async () => {
    const filings = await test.db
      .select()
      .from(applications)
      .where(eq(applications.applicationType, 'corporate'));
    expect(filings.length).toBeGreaterThan(5);
    const uploaded = await test.db
      .select({ applicationId: documents.applicationId, type: documents.type })
      .from(documents)
      .where(
        inArray(
          documents.applicationId,
          filings.map((filing) => filing.id),
        ),
      );
    for (const filing of filings) {
      expect(filing.fromCountry, filing.toCountry).toBeTruthy();
      const answer = checkRequirements(test.app.visa.index, test.config.fees, {
        fromCountry: filing.fromCountry ?? '',
        toCountry: filing.toCountry,
        purpose: 'business',
      });
      expect(answer.fees, `${filing.fromCountry} to ${filing.toCountry}`).not.toBeNull();
      expect(filing).toMatchObject({
        purpose: 'business',
        requiredDocuments: uploadsToApply(answer.checklist),
        ...applicationFeesOf(answer, test.config.fees),
        personalInfo: expect.objectContaining({
          nationality: filing.fromCountry,
          passportNumber: expect.any(String),
          passportExpiryDate: expect.any(String),
          dateOfBirth: expect.any(String),
        }),
      });
      const types = uploaded
        .filter((document) => document.applicationId === filing.id)
        .map((item) => item.type);
      const missing = filing.requiredDocuments.filter((type) => !types.includes(type));
      if (filing.status !== 'pending') expect(missing, filing.status).toEqual([]);
    }
    expect(filings.some((filing) => filing.status === 'pending' && filing.requiredDocuments.length > 0)).toBe(
      true,
    );
  });
});
