import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory, emailOutbox, notifications, users } from '../../db/schema';
import {
  createApplicationsTestApp,
  completeDraft,
  type Headers,
  type ApplicationCalls,
} from '../../test/applications';
import { createSignedInUser, createUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

const submit = (headers: Headers, id: string) => api.call('POST', `/api/applications/${id}/submit`, headers);
const historyOf = (id: string) =>
  test.db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));

describe('POST /api/applications/{id}/submit', () => {
  it('answers 422 listing exactly the missing fields and documents, and changes nothing', async () => {
    const { headers } = await createSignedInUser(test);
    const { id, requiredDocuments } = await api.createDraft(headers, {
      fromCountry: 'NG',
      toCountry: 'GB',
      purpose: 'business',
      personalInfo: { firstName: 'Chidi', lastName: 'Okafor' },
    });
    const response = await submit(headers, id);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors).toContainEqual({
      field: 'personalInfo.passportNumber',
      message: 'Passport number is required',
    });
    expect(errors).toContainEqual({
      field: 'emergencyContact.name',
      message: 'Emergency contact name is required',
    });
    expect(errors.map((error) => error.field)).not.toContain('personalInfo.firstName');
    expect(errors.filter((error) => error.field === 'documents').map((error) => error.message)).toEqual(
      requiredDocuments.map((document) => `Upload: ${document}`),
    );
    expect(response.json().message).toMatch(/cannot be submitted yet: \d+ items are missing/);
    const [row] = await test.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'draft', submittedAt: null, assignedAgentId: null });
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('lists only the documents still missing once the fields are complete', async () => {
    const { headers } = await createSignedInUser(test);
    const application = await api.createDraft(headers);
    const [first, ...rest] = application.requiredDocuments;
    await api.uploadRequired(headers, { id: application.id, requiredDocuments: [first ?? ''] });
    const errors = (await submit(headers, application.id)).json().errors;
    expect(errors).toEqual(rest.map((document) => ({ field: 'documents', message: `Upload: ${document}` })));
  });

  /** A US traveller's complete draft for `toCountry`, with the passport given, leaving on 2027-03-10. */
  const usTraveller = (toCountry: string, passport: object) => {
    const draft = completeDraft();
    return {
      ...draft,
      fromCountry: 'US',
      toCountry,
      purpose: 'tourist',
      personalInfo: { ...draft.personalInfo, nationality: 'US', ...passport },
    };
  };

  it("checks the passport against the destination's own rule, not a fixed 6 months", async () => {
    const { headers } = await createSignedInUser(test);
    // Four months after the departure on 2027-03-10: enough for the Schengen states' 3, not for India's 6.
    const fourMonths = { passportExpiryDate: '2027-07-10' };
    const germany = await api.createDraft(headers, usTraveller('DE', fourMonths));
    await api.uploadRequired(headers, germany);
    expect((await submit(headers, germany.id)).statusCode).toBe(200);

    const india = await api.createDraft(headers, usTraveller('IN', fourMonths));
    await api.uploadRequired(headers, india);
    const refused = await submit(headers, india.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'personalInfo.passportExpiryDate',
        message:
          'Passport must be valid until at least 2027-09-01, 6 months after you arrive, as India requires',
      },
    ]);
  });

  it('refuses a passport issued more than 10 years before arriving in a Schengen state', async () => {
    const { headers } = await createSignedInUser(test);
    const old = await api.createDraft(
      headers,
      usTraveller('FR', { passportIssueDate: '2016-02-01', passportExpiryDate: '2029-01-01' }),
    );
    await api.uploadRequired(headers, old);
    const refused = await submit(headers, old.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'personalInfo.passportIssueDate',
        message:
          'Passport was issued on 2016-02-01; the Schengen area admits only passports issued within the 10 years before you arrive',
      },
    ]);
    const stored = await api.call('GET', `/api/applications/${old.id}`, headers);
    expect(stored.json().data).toMatchObject({ status: 'draft', submittedAt: null });
  });

  it("asks only that the passport last the stay where the destination's rule is not in our data", async () => {
    const { headers } = await createSignedInUser(test);
    const draft = completeDraft();
    const application = await api.createDraft(headers, {
      ...draft,
      toCountry: 'CN',
      personalInfo: { ...draft.personalInfo, passportExpiryDate: '2027-03-05' },
    });
    await api.uploadRequired(headers, application);
    const response = await submit(headers, application.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        field: 'personalInfo.passportExpiryDate',
        message:
          "Passport must be valid until at least 2027-03-10, the day you leave (China's own rule is not in our data; it may ask for more)",
      },
    ]);
  });

  it('submits a complete application: pending, history, notification and email for the applicant', async () => {
    const { user, headers } = await createSignedInUser(test);
    const application = await api.createDraft(headers);
    await api.uploadRequired(headers, application);
    const response = await submit(headers, application.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'pending', progress: 25 });
    expect(response.json().data.submittedAt).toEqual(expect.any(String));
    expect(await historyOf(application.id)).toContainEqual(
      expect.objectContaining({ fromStatus: 'draft', toStatus: 'pending', changedBy: user.id }),
    );
    const [notice] = await test.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({
      title: 'Application submitted',
      category: 'application_update',
      link: `/applications/${application.id}`,
    });
    const mail = await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email));
    expect(mail.map((message) => message.subject)).toContain(
      `Application ${application.referenceNumber} submitted`,
    );
  });

  it('refuses a second submit, edits, deletes and uploads with 409 once submitted', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await api.submitted(headers);
    expect((await submit(headers, id)).statusCode).toBe(409);
    expect((await api.call('PUT', `/api/applications/${id}`, headers, completeDraft())).statusCode).toBe(409);
    expect((await api.call('DELETE', `/api/applications/${id}`, headers)).statusCode).toBe(409);
    const upload = await api.upload(
      headers,
      { applicationId: id, type: 'Extra' },
      { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4') },
    );
    expect(upload.statusCode).toBe(409);
  });

  it("answers 404 for another user's application and 403 for staff roles", async () => {
    const owner = await createSignedInUser(test);
    const { id } = await api.createDraft(owner.headers);
    const stranger = await createSignedInUser(test);
    expect((await submit(stranger.headers, id)).statusCode).toBe(404);
    for (const role of ['agent', 'admin', 'corporate'] as const) {
      const staff = await createSignedInUser(test, { role });
      expect((await submit(staff.headers, id)).statusCode).toBe(403);
    }
    expect((await submit({}, id)).statusCode).toBe(401);
    expect((await submit(owner.headers, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('agent assignment on submit', () => {
  it('assigns the least-loaded active agent, skips inactive ones, and notifies the agent', async () => {
    await test.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'agent'));
    const first = await createUser(test.db, { role: 'agent' });
    const second = await createUser(test.db, { role: 'agent' });
    await createUser(test.db, { role: 'agent', status: 'inactive' });
    const { headers } = await createSignedInUser(test);
    const assigned = [];
    for (let index = 0; index < 3; index += 1) {
      const { id } = await api.submitted(headers);
      const [row] = await test.db.select().from(applications).where(eq(applications.id, id));
      assigned.push(row?.assignedAgentId);
    }
    expect(assigned).toEqual([first.id, second.id, first.id]);
    const agentNotices = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, second.id), eq(notifications.title, 'New application assigned')));
    expect(agentNotices).toHaveLength(1);
  });

  it('leaves the application unassigned when no agent is active', async () => {
    await test.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'agent'));
    const { headers } = await createSignedInUser(test);
    const submitted = await api.submitted(headers);
    expect(submitted.agentName).toBeNull();
  });
});
