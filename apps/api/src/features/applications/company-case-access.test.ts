import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema';
import { pdfBytes, useReviewTestApp, type Headers } from '../../test/applications';
import { createCompanyCase } from '../../test/company-cases';
import { createCompanyWithUser } from '../../test/companies';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

type Case = Awaited<ReturnType<typeof createCompanyCase>>;
let companyCase: Case;
let documentId: string;
let who: Record<string, Headers>;

beforeAll(async () => {
  companyCase = await createCompanyCase(review);
  const otherAgent = await createSignedInUser(review.test, { role: 'agent' });
  const otherCompany = await createCompanyWithUser(review.test);
  const traveller = await createSignedInUser(review.test);
  who = {
    manager: companyCase.manager.headers,
    colleague: companyCase.colleague.headers,
    employee: companyCase.employee.headers,
    'assigned agent': review.agent.headers,
    admin: review.admin.headers,
    'other company': otherCompany.headers,
    'agent not assigned': otherAgent.headers,
    traveller: traveller.headers,
  };
  const requested = await review.api.call(
    'POST',
    `/api/visa-applications/${companyCase.id}/document-requests`,
    review.agent.headers,
    { type: 'Passport' },
  );
  expect(requested.statusCode).toBe(201);
  const uploaded = await review.api.upload(
    companyCase.manager.headers,
    { applicationId: companyCase.id, type: 'Passport' },
    { name: 'passport.pdf', bytes: pdfBytes() },
  );
  expect(uploaded.statusCode).toBe(201);
  documentId = uploaded.json().data.id;
});

const headersOf = (role: string) => {
  const headers = who[role];
  if (!headers) throw new Error(`no ${role} in this test`);
  return headers;
};

const seeing = ['manager', 'colleague', 'employee', 'assigned agent', 'admin'];
const notSeeing = ['other company', 'agent not assigned', 'traveller'];

const reads = () => ({
  detail: `/api/applications/${companyCase.id}`,
  history: `/api/applications/${companyCase.id}/status-history`,
  documents: `/api/documents?applicationId=${companyCase.id}`,
  download: `/api/documents/${documentId}/download`,
  messages: `/api/applications/${companyCase.id}/messages`,
});

describe("a company's case: who reads it", () => {
  it.each(seeing)('serves the %s the detail, history, documents, download and messages', async (role) => {
    for (const [name, url] of Object.entries(reads())) {
      const response = await review.api.call('GET', url, headersOf(role));
      expect([name, response.statusCode]).toEqual([name, 200]);
    }
    const detail = (await review.api.call('GET', reads().detail, headersOf(role))).json().data;
    expect(detail).toMatchObject({
      id: companyCase.id,
      payment: { state: 'invoiced' },
      filedBy: { company: companyCase.manager.company.name, employee: 'Ada Okoro' },
    });
  });

  it.each(notSeeing)('answers the %s 404 everywhere, as if it did not exist', async (role) => {
    for (const [name, url] of Object.entries(reads())) {
      const response = await review.api.call('GET', url, headersOf(role));
      expect([name, response.statusCode]).toEqual([name, 404]);
    }
    const posted = await review.api.call('POST', reads().messages, headersOf(role), { body: 'Hello?' });
    expect(posted.statusCode).toBe(404);
  });

  it('lists the case in the employee’s My Applications and dashboard, with nothing to pay', async () => {
    const listed = await review.api.call('GET', '/api/applications', headersOf('employee'));
    expect(listed.json().data.items.map((item: { id: string }) => item.id)).toEqual([companyCase.id]);
    const summary = await review.api.call('GET', '/api/applications/summary', headersOf('employee'));
    expect(summary.json().data).toMatchObject({ total: 1, pending: 1 });
    const dashboard = await review.api.call('GET', '/api/dashboard/individual', headersOf('employee'));
    expect(dashboard.json().data).toMatchObject({
      totalApplications: 1,
      recentApplications: [expect.objectContaining({ id: companyCase.id })],
      payments: { applicationsAwaitingPayment: 0 },
    });
  });

  it('pages the employee’s own applications and the company’s case together, newest first, each once', async () => {
    const older = await review.api.createDraft(headersOf('employee'));
    const newer = await review.api.createDraft(headersOf('employee'));
    const newestFirst = [newer.id, older.id, companyCase.id];
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const listed = await review.api.call(
        'GET',
        `/api/applications?pageSize=1&page=${page}`,
        headersOf('employee'),
      );
      const { items, total } = listed.json().data;
      expect(total).toBe(3);
      pages.push(...items.map((item: { id: string }) => item.id));
    }
    expect(pages).toEqual(newestFirst);
    const oldestFirst = await review.api.call(
      'GET',
      '/api/applications?sort=createdAt&order=asc',
      headersOf('employee'),
    );
    expect(oldestFirst.json().data.items.map((item: { id: string }) => item.id)).toEqual(
      [...newestFirst].reverse(),
    );
  });
});

describe("a company's case: who answers it", () => {
  const askFor = async (type: string) => {
    const response = await review.api.call(
      'POST',
      `/api/visa-applications/${companyCase.id}/document-requests`,
      review.agent.headers,
      { type },
    );
    expect(response.statusCode).toBe(201);
  };
  const uploadAs = (role: string, type: string) =>
    review.api.upload(
      headersOf(role),
      { applicationId: companyCase.id, type },
      { name: 'answer.pdf', bytes: pdfBytes() },
    );

  it('lets the manager, a colleague and the employee upload a requested document', async () => {
    for (const [index, role] of ['manager', 'colleague', 'employee'].entries()) {
      const type = `Answer ${index}`;
      await askFor(type);
      const uploaded = await uploadAs(role, type);
      expect([role, uploaded.statusCode]).toEqual([role, 201]);
    }
  });

  it('refuses uploads from staff and strangers with 404, and one nobody asked for with 409', async () => {
    await askFor('Hotel booking');
    for (const role of [...notSeeing, 'assigned agent', 'admin'])
      expect([role, (await uploadAs(role, 'Hotel booking')).statusCode]).toEqual([role, 404]);
    expect((await uploadAs('employee', 'Not requested')).statusCode).toBe(409);
  });

  it('lets the employee answer the checklist of the company’s filing while it is decided', async () => {
    const covered = async () =>
      (await review.api.call('GET', reads().detail, headersOf('manager'))).json().data.documentsUploaded;
    const before = await covered();
    expect((await uploadAs('employee', 'Photo')).statusCode).toBe(201);
    expect(await covered()).toBe(before + 1);
  });

  it('tells the manager and the employee when staff write, and the agent when the employee writes', async () => {
    const sent = await review.api.call('POST', reads().messages, review.agent.headers, {
      body: 'Please check the passport scan.',
    });
    expect(sent.statusCode).toBe(201);
    for (const person of [companyCase.manager, companyCase.employee]) {
      const [notice] = await review.test.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, person.user.id), eq(notifications.category, 'message')));
      expect(notice?.link).toBe(`/applications/${companyCase.id}`);
      const mail = await review.test.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, person.user.email));
      expect(mail.some((message) => message.body.includes(`/applications/${companyCase.id}`))).toBe(true);
    }
    const reply = await review.api.call('POST', reads().messages, headersOf('employee'), { body: 'Done.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ mine: true, authorKind: 'applicant' });
    const agentNotices = await review.test.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, review.agent.user.id),
          eq(notifications.message, 'Test general (Applicant): Done.'),
        ),
      );
    expect(agentNotices).toHaveLength(1);
  });

  it('keeps the filing itself out of the employee’s and the company’s hands', async () => {
    const url = `/api/applications/${companyCase.id}`;
    for (const role of ['employee', 'manager', 'colleague']) {
      expect((await review.api.call('DELETE', url, headersOf(role))).statusCode).toBeGreaterThanOrEqual(403);
      expect(
        (await review.api.call('POST', `${url}/submit`, headersOf(role))).statusCode,
      ).toBeGreaterThanOrEqual(403);
      expect(
        (await review.api.call('GET', `${url}/rating`, headersOf(role))).statusCode,
      ).toBeGreaterThanOrEqual(403);
    }
    expect((await review.api.call('DELETE', url, headersOf('employee'))).statusCode).toBe(404);
    const payAs = (role: string) =>
      review.api.call('POST', '/api/payments/create-intent', headersOf(role), {
        applicationId: companyCase.id,
      });
    expect((await payAs('employee')).statusCode).toBe(404);
    expect((await payAs('manager')).json()).toMatchObject({ message: expect.stringContaining('invoice') });
    expect((await payAs('manager')).statusCode).toBe(409);
  });

  it('shows the manager and the employee a rejection with its reason', async () => {
    const rejected = await review.api.call(
      'PUT',
      `/api/visa-applications/${companyCase.id}`,
      review.agent.headers,
      { status: 'rejected', rejectionReason: 'The passport expires during the trip.' },
    );
    expect(rejected.statusCode).toBe(200);
    for (const role of ['manager', 'employee']) {
      const detail = (await review.api.call('GET', reads().detail, headersOf(role))).json().data;
      expect(detail).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The passport expires during the trip.',
      });
    }
    const [notice] = await review.test.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, companyCase.employee.user.id),
          eq(notifications.category, 'application_update'),
        ),
      );
    expect(notice?.message).toContain('The passport expires during the trip.');
  });
});
