import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createCompanyUser, employeeInputFor } from '../../test/corporate';
import { createSignedInUser, createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../test/factories';
import { issueLinkToken } from '../../domain/identity/link-tokens';

const review = useReviewTestApp();

const addEmployee = (headers: Headers, email: string) =>
  review.api.call('POST', '/api/corporate/employees', headers, employeeInputFor(email));
const invite = (headers: Headers, id: string) =>
  review.api.call('POST', `/api/corporate/employees/${id}/invitation`, headers);
const notifyTeam = (headers: Headers, employeeIds: string[]) =>
  review.api.call('POST', '/api/corporate/notify-team', headers, {
    employeeIds,
    title: 'Office closed',
    message: 'The office is closed on Friday.',
  });

/** A reply with what differs by design (the record's id, its email, timestamps) taken out. */
const withoutIdentity = (body: { data: Record<string, unknown> }) => {
  const { id: _id, email: _email, ...rest } = body.data;
  return { ...body, data: rest };
};

const mailTo = (email: string) =>
  review.test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.createdAt));
const noticesOf = (userId: string) =>
  review.test.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A staff member the admin invited (a link waits) and a registered traveller: neither is the company's. */
const outsiders = async () => {
  const agent = await createUser(review.test.db, { role: 'agent' });
  await issueLinkToken(review.test.db, agent.id, 'invitation', 'http://localhost');
  const traveller = await createSignedInUser(review.test);
  return { agent, traveller };
};

describe('company accounts learn nothing about addresses outside the company', () => {
  it('answers adding and inviting a staff member or a traveller exactly as for an unregistered address', async () => {
    const acme = await createCompanyUser(review.test, 'Privacy Acme');
    const { agent, traveller } = await outsiders();
    const replies = [];
    for (const email of [uniqueEmail('nobody'), agent.email, traveller.user.email]) {
      const added = await addEmployee(acme.headers, email);
      expect(added.statusCode).toBe(201);
      expect(added.json().data).not.toHaveProperty('hasAccount');
      const invited = await invite(acme.headers, added.json().data.id);
      expect(invited.statusCode).toBe(200);
      replies.push({
        added: withoutIdentity(added.json()),
        invited: { ...withoutIdentity(invited.json()), message: undefined },
      });
    }
    expect(replies[0]?.added.data).toMatchObject({ accountState: 'none' });
    expect(replies[0]?.invited.data).toMatchObject({ accountState: 'invited' });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    // The staff member is told, without a link: a staff account never joins a company.
    const [notice] = await mailTo(agent.email);
    expect(notice?.subject).toBe('Privacy Acme tried to add you as an employee');
    expect(notice?.body).not.toMatch(/https?:\/\//);
  });

  it("does not show another company's invitation to the same address as this company's", async () => {
    const acme = await createCompanyUser(review.test, 'Privacy Acme Two');
    const rival = await createCompanyUser(review.test, 'Privacy Rival');
    const email = uniqueEmail('shared');
    const theirs = (await addEmployee(rival.headers, email)).json().data;
    expect((await invite(rival.headers, theirs.id)).statusCode).toBe(200);
    const ours = await addEmployee(acme.headers, email);
    expect(ours.json().data.accountState).toBe('none');
    const listed = await review.api.call('GET', `/api/corporate/employees?search=${email}`, acme.headers);
    expect(listed.json().data.items).toEqual([expect.objectContaining({ accountState: 'none' })]);
  });
});

describe('POST /api/corporate/notify-team reaches only employees who accepted the invitation', () => {
  it('skips a staff member and a traveller until the traveller accepts, then reaches them', async () => {
    const acme = await createCompanyUser(review.test, 'Privacy Notify');
    const { agent, traveller } = await outsiders();
    const staffRecord = (await addEmployee(acme.headers, agent.email)).json().data;
    const travellerRecord = (await addEmployee(acme.headers, traveller.user.email)).json().data;
    const ids = [staffRecord.id, travellerRecord.id];

    const before = await notifyTeam(acme.headers, ids);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      message: 'Nobody was notified: 2 chosen employees have not accepted the invitation yet.',
      data: { notified: 0, skipped: 2 },
    });
    for (const person of [agent, traveller.user]) {
      expect(await noticesOf(person.id)).toEqual([]);
      expect(await mailTo(person.email)).toEqual([]);
    }

    expect((await invite(acme.headers, travellerRecord.id)).statusCode).toBe(200);
    const invitedOnly = await notifyTeam(acme.headers, ids);
    expect(invitedOnly.json().data).toMatchObject({ notified: 0, skipped: 2 });
    expect(await noticesOf(traveller.user.id)).toEqual([]);

    const [invitation] = await mailTo(traveller.user.email);
    const link = new URL(invitation?.body.match(/https?:\/\/\S+/)?.[0] ?? '');
    const linked = await review.api.call('POST', '/api/auth/link-employee', traveller.headers, {
      token: link.searchParams.get('token'),
      employeeId: travellerRecord.id,
    });
    expect(linked.statusCode).toBe(200);
    const after = await notifyTeam(acme.headers, ids);
    expect(after.json()).toMatchObject({
      message: '1 employee notified; 1 skipped (not accepted the invitation yet).',
      data: {
        notified: 1,
        skipped: 1,
        notAccepted: [{ id: staffRecord.id, name: 'Ada Okoro', email: agent.email }],
      },
    });
    expect((await noticesOf(traveller.user.id)).map(({ title }) => title)).toEqual(['Office closed']);
    expect((await mailTo(traveller.user.email))[0]?.subject).toBe('Privacy Notify: Office closed');
    expect(await noticesOf(agent.id)).toEqual([]);
  });

  it('refuses a link token used for another employee record than the one it was sent for', async () => {
    const acme = await createCompanyUser(review.test, 'Privacy Bound');
    const email = uniqueEmail('bound');
    const first = (await addEmployee(acme.headers, email)).json().data;
    expect((await invite(acme.headers, first.id)).statusCode).toBe(200);
    const [invitation] = await mailTo(email);
    const token = new URL(invitation?.body.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('token');
    const other = await createCompanyUser(review.test, 'Privacy Bound Other');
    const theirs = (await addEmployee(other.headers, email)).json().data;
    const misused = await review.api.call(
      'POST',
      '/api/auth/accept-invitation',
      {},
      {
        token,
        password: DEFAULT_PASSWORD,
        employeeId: theirs.id,
      },
    );
    expect(misused.statusCode).toBe(400);
    expect(misused.json().errors[0].field).toBe('token');
  });
});
