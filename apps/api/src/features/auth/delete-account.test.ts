import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agentTasks,
  applications,
  documents,
  emailOutbox,
  notifications,
  payments,
  sessions,
  users,
} from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser, DEFAULT_PASSWORD, firstVersions, loginAs } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const review = useReviewTestApp();

const deleteAccount = (headers: Headers, password = DEFAULT_PASSWORD) =>
  review.test.app.inject({ method: 'DELETE', url: '/api/auth/profile', headers, payload: { password } });
const profile = (headers: Headers) =>
  review.test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
const login = (email: string) =>
  review.test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_PASSWORD },
  });

describe('DELETE /api/auth/profile', () => {
  it('refuses a wrong password with 400 on password and deletes nothing', async () => {
    const { user, headers } = await createSignedInUser(review.test);
    const response = await deleteAccount(headers, 'not-my-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'password', message: 'Password is incorrect' }]);
    expect((await profile(headers)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('erases the account: no login, no sessions, drafts gone, submitted applications kept anonymised', async () => {
    const { test, api } = review;
    const { user, headers } = await createSignedInUser(test);
    const otherDevice = await loginAs(test, user.email);
    const submitted = await api.submitted(headers);
    const draft = await api.createDraft(headers);
    await api.uploadRequired(headers, draft);
    await api.call('POST', `/api/applications/${submitted.id}/messages`, headers, {
      body: 'My passport is A1234567',
    });
    await test.db.insert(payments).values({
      userId: user.id,
      applicationId: submitted.id,
      amount: 2500,
      currency: 'USD',
      status: 'completed',
      method: 'card',
      description: `Visa fees ${submitted.referenceNumber}`,
    });
    const files = await test.db
      .select({ sha256: documents.sha256 })
      .from(documents)
      .where(inArray(documents.applicationId, [submitted.id, draft.id]));

    const response = await deleteAccount(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your account has been deleted');

    const failed = await login(user.email);
    expect(failed.statusCode).toBe(401);
    expect(failed.json().message).toBe('Invalid email or password');
    expect((await profile(headers)).statusCode).toBe(401);
    expect((await profile(otherDevice.headers)).statusCode).toBe(401);

    const [row] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'account',
      phone: null,
      passwordHash: null,
      status: 'inactive',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const open = await test.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);

    const kept = await test.db.select().from(applications).where(eq(applications.userId, user.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      id: submitted.id,
      status: 'pending',
      toCountry: 'GB',
      processingFee: 1500,
      personalInfo: {},
      emergencyContact: {},
      travelInfo: { plannedArrivalDate: '2027-03-01', plannedDepartureDate: '2027-03-10' },
    });
    const staffView = await api.call(
      'GET',
      `/api/applications/${submitted.id}/messages`,
      review.agent.headers,
    );
    expect(staffView.statusCode).toBe(200);
    expect(staffView.body).not.toContain('A1234567');
    expect(staffView.body).toContain('This message was removed when its author deleted their account.');

    expect(await test.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    expect(await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email))).toEqual([]);
    expect(
      await test.db
        .select()
        .from(documents)
        .where(inArray(documents.applicationId, [submitted.id, draft.id])),
    ).toEqual([]);
    for (const { sha256 } of files) await expect(test.app.documentStore.open(sha256)).rejects.toThrow();

    const again = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Back',
        lastName: 'Again',
        email: user.email,
        phone: '+1 555 0100',
        password: DEFAULT_PASSWORD,
        nationality: 'CA',
        dateOfBirth: '1990-01-01',
        acceptedVersions: firstVersions,
      },
    });
    expect(again.statusCode).toBe(202);
    // The address is free again: the sign-up made a new account rather than emailing the old one.
    const [fresh] = await test.db.select().from(users).where(eq(users.email, user.email));
    expect(fresh).toMatchObject({ firstName: 'Back', lastName: 'Again', status: 'active' });
  });
});

describe('an agent deleting their account', () => {
  it('hands their open applications back, leaves the users list and is in the audit log', async () => {
    const { test, api, admin } = review;
    const applicant = await createSignedInUser(test);
    const { id } = await api.submitted(applicant.headers);
    const leaving = await createSignedInUser(test, { role: 'agent' });
    const assigned = await api.call('PUT', `/api/visa-applications/${id}/assignment`, admin.headers, {
      agentId: leaving.user.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect((await deleteAccount(leaving.headers)).statusCode).toBe(200);

    const [application] = await test.db.select().from(applications).where(eq(applications.id, id));
    expect(application).toMatchObject({ assignedAgentId: null, assignedAt: null });
    const tasks = await test.db.select().from(agentTasks).where(eq(agentTasks.agentId, leaving.user.id));
    expect(tasks.filter((task) => task.completedAt === null)).toEqual([]);

    const listed = await api.call(
      'GET',
      `/api/users/list?search=${leaving.user.id.slice(0, 8)}`,
      admin.headers,
    );
    expect(listed.json().data.items).toEqual([]);
    const everyone = await api.call('GET', '/api/users/list?pageSize=100&role=agent', admin.headers);
    expect(everyone.json().data.items.map((user: { id: string }) => user.id)).not.toContain(leaving.user.id);
    const revived = await api.call('PUT', `/api/users/${leaving.user.id}`, admin.headers, {
      status: 'active',
    });
    expect(revived.statusCode).toBe(404);

    const audit = await api.call(
      'GET',
      `/api/admin/audit-log?action=user.deleted&targetId=${leaving.user.id}`,
      admin.headers,
    );
    expect(audit.json().data.items).toMatchObject([
      { action: 'user.deleted', details: { role: 'agent', releasedApplications: 1 } },
    ]);
  });
});

describe('the last active admin', () => {
  it('cannot delete their account (409) until another admin exists', async () => {
    const test = await createTestApp();
    try {
      const only = await createSignedInUser(test, { role: 'admin' });
      const call = () =>
        test.app.inject({
          method: 'DELETE',
          url: '/api/auth/profile',
          headers: only.headers,
          payload: { password: DEFAULT_PASSWORD },
        });
      const refused = await call();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/last active administrator/);
      await createSignedInUser(test, { role: 'admin' });
      expect((await call()).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});
