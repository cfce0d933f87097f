import { desc, eq } from 'drizzle-orm';
import { messages } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { applications, emailOutbox, employees, users } from '../../db/schema';
import { pdfBytes, useReviewTestApp, type Headers } from '../../test/applications';
import { addCompanyApplication, addEmployee, createCompanyWithUser } from '../../test/companies';
import { giveTravelProfile } from '../../test/company-cases';
import { createCompanyUser } from '../../test/corporate';
import { createSignedInUser, createUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories';

const review = useReviewTestApp();

const invite = (headers: Headers, employeeId: string) =>
  review.api.call('POST', `/api/corporate/employees/${employeeId}/invitation`, headers);

/** The newest email to this address and the link in it, split as the web page reads it. */
const latestInvitation = async (email: string) => {
  const [message] = await review.test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!message || !link) throw new Error(`no invitation emailed to ${email}`);
  const url = new URL(link);
  return {
    message,
    path: url.pathname,
    token: url.searchParams.get('token') ?? '',
    employeeId: url.searchParams.get('employee') ?? '',
  };
};

const accept = (payload: object) => review.api.call('POST', '/api/auth/accept-invitation', {}, payload);
const employeeView = async (headers: Headers, id: string) =>
  (await review.api.call('GET', `/api/corporate/employees/${id}`, headers)).json().data;

describe('POST /api/corporate/employees/{id}/invitation', () => {
  it('creates the account, emails the link, and linking lets the employee answer a document request', async () => {
    const company = await createCompanyWithUser(review.test);
    const record = await addEmployee(review.test, company.company, { firstName: 'Lena', lastName: 'Berg' });
    await giveTravelProfile(review.test, record.id);
    const filed = await addCompanyApplication(review.test, company.company, company.user.id, {
      createdAt: new Date(),
      employee: record,
    });
    await review.test.db
      .update(applications)
      .set({ assignedAgentId: review.agent.user.id })
      .where(eq(applications.id, filed.id));

    const sent = await invite(company.headers, record.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: `Invitation sent to ${record.email}`,
      data: { accountState: 'invited' },
    });
    const invitation = await latestInvitation(record.email);
    expect(invitation.message.subject).toBe('You are invited to VisaBridge');
    expect(invitation.message.body).toContain(`${company.company.name} created a VisaBridge account for you`);
    expect(invitation).toMatchObject({ path: '/accept-invitation', employeeId: record.id });
    const [account] = await review.test.db.select().from(users).where(eq(users.email, record.email));
    expect(account).toMatchObject({ role: 'general', companyId: null, passwordHash: null });

    const accepted = await accept({
      token: invitation.token,
      password: DEFAULT_PASSWORD,
      employeeId: record.id,
    });
    expect(accepted.statusCode).toBe(200);
    const [linked] = await review.test.db.select().from(employees).where(eq(employees.id, record.id));
    expect(linked?.userId).toBe(account?.id);
    expect(await employeeView(company.headers, record.id)).toMatchObject({ accountState: 'linked' });

    const employee = await loginAs(review.test, record.email);
    const mine = await review.api.call('GET', '/api/applications', employee.headers);
    expect(mine.json().data.items.map((item: { id: string }) => item.id)).toEqual([filed.id]);
    expect((await review.api.call('GET', '/api/corporate/employees', employee.headers)).statusCode).toBe(403);
    const asked = await review.api.call(
      'POST',
      `/api/visa-applications/${filed.id}/document-requests`,
      review.agent.headers,
      { type: 'Invitation letter' },
    );
    expect(asked.statusCode).toBe(201);
    const request = await latestInvitation(record.email);
    expect(request.path).toBe(`/applications/${filed.id}`);
    const detail = (await review.api.call('GET', `/api/applications/${filed.id}`, employee.headers)).json()
      .data;
    expect(detail.openDocumentRequests).toEqual([expect.objectContaining({ type: 'Invitation letter' })]);
    const answered = await review.api.upload(
      employee.headers,
      { applicationId: filed.id, type: 'Invitation letter' },
      { name: 'letter.pdf', bytes: pdfBytes() },
    );
    expect(answered.statusCode).toBe(201);
    const seen = await review.api.call(
      'GET',
      `/api/documents?applicationId=${filed.id}`,
      review.agent.headers,
    );
    expect(seen.json().data.items.map((document: { type: string }) => document.type)).toEqual([
      'Invitation letter',
    ]);
  });

  it('sends a new link on resending; the old one no longer works', async () => {
    const company = await createCompanyWithUser(review.test);
    const record = await addEmployee(review.test, company.company);
    expect((await invite(company.headers, record.id)).statusCode).toBe(200);
    const first = await latestInvitation(record.email);
    expect((await invite(company.headers, record.id)).statusCode).toBe(200);
    const second = await latestInvitation(record.email);
    expect(second.token).not.toBe(first.token);
    const badId = await accept({ token: second.token, password: DEFAULT_PASSWORD, employeeId: 'nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('employeeId');
    const stale = await accept({ token: first.token, password: DEFAULT_PASSWORD, employeeId: record.id });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].field).toBe('token');
    const fresh = await accept({ token: second.token, password: DEFAULT_PASSWORD, employeeId: record.id });
    expect(fresh.statusCode).toBe(200);
    expect((await invite(company.headers, record.id)).statusCode).toBe(409);
  });

  it('refuses a fourth invitation within the hour with 429 and when to try again', async () => {
    const company = await createCompanyWithUser(review.test);
    const record = await addEmployee(review.test, company.company);
    for (let time = 0; time < 3; time += 1)
      expect((await invite(company.headers, record.id)).statusCode).toBe(200);
    const capped = await invite(company.headers, record.id);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(messages.tooManyEmails);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('asks an existing traveller to sign in, and links only their own signed-in account', async () => {
    const company = await createCompanyWithUser(review.test);
    const traveller = await createSignedInUser(review.test);
    const record = await addEmployee(review.test, company.company);
    await review.test.db
      .update(employees)
      .set({ email: traveller.user.email })
      .where(eq(employees.id, record.id));
    expect((await invite(company.headers, record.id)).statusCode).toBe(200);
    const invitation = await latestInvitation(traveller.user.email);
    expect(invitation.path).toBe('/link-account');
    expect(invitation.message.body).toContain(`sign in with this email address (${traveller.user.email})`);
    const payload = { token: invitation.token, employeeId: record.id };
    const link = (headers: Headers) => review.api.call('POST', '/api/auth/link-employee', headers, payload);

    expect((await link({})).statusCode).toBe(401);
    const incomplete = await review.api.call('POST', '/api/auth/link-employee', traveller.headers, {
      token: invitation.token,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors[0].field).toBe('employeeId');
    const stranger = await createSignedInUser(review.test);
    const refused = await link(stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(`sent to ${traveller.user.email}`);
    const linked = await link(traveller.headers);
    expect(linked.statusCode).toBe(200);
    const [row] = await review.test.db.select().from(employees).where(eq(employees.id, record.id));
    expect(row?.userId).toBe(traveller.user.id);
    expect((await link(traveller.headers)).statusCode).toBe(400);
  });

  it("refuses another company's employee (404), an inactive or linked one (409), and non-company callers", async () => {
    const company = await createCompanyWithUser(review.test);
    const other = await createCompanyWithUser(review.test);
    const foreign = await addEmployee(review.test, other.company);
    expect((await invite(company.headers, foreign.id)).statusCode).toBe(404);
    const gone = await addEmployee(review.test, company.company, { status: 'inactive' });
    expect((await invite(company.headers, gone.id)).statusCode).toBe(409);
    const linked = await addEmployee(review.test, company.company);
    const account = await createUser(review.test.db);
    await review.test.db.update(employees).set({ userId: account.id }).where(eq(employees.id, linked.id));
    expect((await invite(company.headers, linked.id)).statusCode).toBe(409);
    const bad = await invite(company.headers, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    const colleague = await createCompanyUser(review.test, company.company.name, 'enterprise');
    const fresh = await addEmployee(review.test, company.company);
    expect((await invite(colleague.headers, fresh.id)).statusCode).toBe(200);
    for (const role of ['general', 'agent', 'admin'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await invite(caller.headers, fresh.id)).statusCode).toBe(403);
    }
    expect((await invite({}, fresh.id)).statusCode).toBe(401);
  });
});

describe('POST /api/corporate/employees/invitations', () => {
  it('invites every active employee without an account, and says who could not be', async () => {
    const company = await createCompanyWithUser(review.test);
    const first = await addEmployee(review.test, company.company);
    const second = await addEmployee(review.test, company.company);
    await addEmployee(review.test, company.company, { status: 'inactive' });
    // Invited three times this hour already: one more would flood their inbox.
    const capped = await addEmployee(review.test, company.company, { firstName: 'Sam', lastName: 'Often' });
    for (let time = 0; time < 3; time += 1)
      expect((await invite(company.headers, capped.id)).statusCode).toBe(200);
    const response = await review.api.call('POST', '/api/corporate/employees/invitations', company.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: '2 invitations sent',
      data: {
        invited: 2,
        notInvited: [{ id: capped.id, name: 'Sam Often', reason: messages.tooManyEmails }],
      },
    });
    for (const record of [first, second])
      expect((await employeeView(company.headers, record.id)).accountState).toBe('invited');
  });
});
