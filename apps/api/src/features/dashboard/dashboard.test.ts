import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, documents, users } from '../../db/schema';
import { createApplicationsTestApp, completeDraft, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

describe('GET /api/dashboard/individual', () => {
  it('computes the stats, panels and travel history from the user’s own data', async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.db.update(users).set({ nationality: 'DE' }).where(eq(users.id, user.id));
    await api.createDraft(headers, completeDraft({ toCountry: 'JP', purpose: 'tourist' }));
    const pending = await api.submitted(headers);
    const trip = await api.submitted(headers, completeDraft({ toCountry: 'IN', purpose: 'tourist' }));
    await test.db
      .update(applications)
      .set({
        status: 'approved',
        travelInfo: { plannedArrivalDate: '2025-01-05', plannedDepartureDate: '2025-01-20' },
      })
      .where(eq(applications.id, trip.id));
    const stranger = await createSignedInUser(test);
    await api.submitted(stranger.headers);

    const response = await api.call('GET', '/api/dashboard/individual', headers);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().data;
    const summary = (await api.call('GET', '/api/applications/summary', headers)).json().data;
    expect(summary).toEqual({ total: 3, draft: 1, pending: 1, in_review: 0, approved: 1, rejected: 0 });
    expect(dashboard).toMatchObject({
      totalApplications: summary.total,
      pendingApplications: summary.pending,
      approvedApplications: summary.approved,
      rejectedApplications: 0,
      countriesVisited: 1,
    });
    const uploaded = (await api.call('GET', '/api/documents', headers)).json().data.total;
    expect(dashboard.documentsUploaded).toBe(uploaded);
    expect(dashboard.documents).toMatchObject({ uploaded, missing: dashboard.documents.required });
    expect(dashboard.recentApplications).toHaveLength(3);
    expect(dashboard.recentApplications.find((item: { id: string }) => item.id === pending.id)).toMatchObject(
      {
        status: 'pending',
        progress: 25,
        fee: '$25.00',
        destination: 'United Kingdom',
      },
    );
    expect(dashboard.recentNotifications[0]).toMatchObject({ title: 'Application submitted' });
    // Only the open application owes its fees, as on /payment; the approved one set up here does not.
    expect(dashboard.payments).toEqual({
      feesDue: [{ currency: 'USD', amount: 2500 }],
      applicationsAwaitingPayment: 1,
      paid: [],
      completedPayments: 0,
    });
    const due = (await api.call('GET', '/api/payments/due', headers)).json().data;
    expect(due.map((item: { applicationId: string }) => item.applicationId)).toEqual([pending.id]);
    expect(due[0].fees.total).toBe(2500);
    expect(dashboard.travelHistory).toEqual([
      expect.objectContaining({
        applicationId: trip.id,
        toCountry: 'IN',
        destination: 'India',
        travelled: true,
      }),
    ]);
    expect(dashboard.travelIntelligence.passport).toMatchObject({ code: 'DE', name: 'Germany' });
    expect(dashboard.travelIntelligence.visaFreeCount).toBeGreaterThan(50);
    expect(dashboard.travelIntelligence.visaFreeExamples.length).toBeGreaterThan(0);
  });

  it('lists every visa-free destination on GET /api/dashboard/travel-intelligence', async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.db.update(users).set({ nationality: 'DE' }).where(eq(users.id, user.id));
    const full = (await api.call('GET', '/api/dashboard/travel-intelligence', headers)).json().data;
    expect(full.visaFreeExamples).toHaveLength(full.visaFreeCount);
    const agent = await createSignedInUser(test, { role: 'agent' });
    expect((await api.call('GET', '/api/dashboard/travel-intelligence', agent.headers)).statusCode).toBe(403);
  });

  it('warns of a passport expiring too soon, from the scan when one was read, else from the form', async () => {
    const { user, headers } = await createSignedInUser(test);
    // India asks 6 months from arrival (2027-03-01): both passports fall short of it.
    const typed = completeDraft({ toCountry: 'IN' });
    typed.personalInfo.passportExpiryDate = '2027-04-01';
    const fromForm = await api.createDraft(headers, typed);
    const fromScan = await api.createDraft(headers, completeDraft({ toCountry: 'IN' }));
    const zone = {
      documentNumber: 'A1234567',
      expiryDate: '2027-05-01',
      failedChecks: [],
      checkDigitsValid: true,
    };
    await test.db.insert(documents).values({
      applicationId: fromScan.id,
      uploadedBy: user.id,
      type: 'Passport',
      fileName: 'scan.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      sha256: 'f'.repeat(64),
      analysisStatus: 'done',
      analysisRead: { kind: 'passport', zone },
    });
    const { warnings } = (await api.call('GET', '/api/dashboard/travel-intelligence', headers)).json().data;
    expect(warnings).toEqual([
      `Application ${fromForm.referenceNumber}: Passport must be valid until at least 2027-09-01, 6 months after you arrive, as India requires`,
      `Application ${fromScan.referenceNumber}: Passport must be valid until at least 2027-09-01, 6 months after you arrive, as India requires (expiry read from your passport scan)`,
    ]);
  });

  it('works for a new user with no applications and an unknown nationality', async () => {
    const { headers } = await createSignedInUser(test);
    const dashboard = (await api.call('GET', '/api/dashboard/individual', headers)).json().data;
    expect(dashboard).toMatchObject({ totalApplications: 0, documentsUploaded: 0, recentApplications: [] });
    expect(dashboard.travelIntelligence).toMatchObject({ passport: null, visaFreeCount: 0 });
  });

  it.each(['agent', 'admin', 'corporate', 'enterprise'] as const)(
    'refuses the %s role with 403',
    async (role) => {
      const { headers } = await createSignedInUser(test, { role });
      expect((await api.call('GET', '/api/dashboard/individual', headers)).statusCode).toBe(403);
    },
  );

  it('requires a session', async () => {
    expect((await api.call('GET', '/api/dashboard/individual', {})).statusCode).toBe(401);
  });
});
