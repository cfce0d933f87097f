import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, emailOutbox, notifications } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

const decide = (headers: Headers, id: string, payload: object) =>
  review.api.call('PUT', `/api/visa-applications/${id}`, headers, payload);

describe('PUT /api/visa-applications/{id}', () => {
  it('moves an application through review, recording who and why, and tells the applicant', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id, referenceNumber } = await review.api.submitted(applicant.headers);
    const moved = await decide(review.agent.headers, id, { status: 'under_review', updatedBy: 'ignored' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'in_review', progress: 65 });
    const rejected = await decide(review.agent.headers, id, {
      status: 'rejected',
      rejectionReason: 'Bank statements are missing',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Bank statements are missing',
    });
    const reopened = await decide(review.agent.headers, id, {
      status: 'in_review',
      note: 'Statements received',
    });
    expect(reopened.json().data).toMatchObject({ status: 'in_review', rejectionReason: null });

    const history = (
      await review.api.call('GET', `/api/applications/${id}/status-history`, applicant.headers)
    ).json().data;
    expect(
      history.map((entry: { toStatus: string; note: string | null }) => [entry.toStatus, entry.note]),
    ).toEqual([
      ['draft', null],
      ['pending', 'Submitted by the applicant'],
      ['in_review', null],
      ['rejected', 'Bank statements are missing'],
      ['in_review', 'Statements received'],
    ]);
    expect(history[3].changedBy).toBe('Test agent');
    const notices = await review.test.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, applicant.user.id));
    expect(notices.map((notice) => notice.title)).toContain('Application rejected');
    const mail = await review.test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, applicant.user.email));
    expect(mail.map((message) => message.subject)).toContain(`Application ${referenceNumber}: REJECTED`);
  });

  it.each([
    ['pending', 'draft'],
    ['pending', 'pending'],
    ['approved', 'rejected'],
    ['approved', 'in_review'],
  ])('refuses %s -> %s with 422 and changes nothing', async (from, to) => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    if (from === 'approved') {
      await payApplication(review.test, applicant.headers, id);
      expect((await decide(review.agent.headers, id, { status: 'approved' })).statusCode).toBe(200);
    }
    const response = await decide(review.agent.headers, id, { status: to, rejectionReason: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/cannot be set to/);
    const [row] = await review.test.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe(from);
  });

  it('refuses a draft: it is not the applicant’s decision yet', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.createDraft(applicant.headers);
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    expect((await decide(admin.headers, id, { status: 'in_review' })).statusCode).toBe(422);
  });

  it('needs a reason to reject (400 naming the field)', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const response = await decide(review.agent.headers, id, { status: 'rejected' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'rejectionReason', message: 'A rejection needs a reason the applicant can read' },
    ]);
  });

  it('lets admins decide any application; other agents get 404 and travellers 403', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const otherAgent = await createSignedInUser(review.test, { role: 'agent' });
    expect((await decide(otherAgent.headers, id, { status: 'in_review' })).statusCode).toBe(404);
    expect((await decide(applicant.headers, id, { status: 'approved' })).statusCode).toBe(403);
    const corporate = await createSignedInUser(review.test, { role: 'corporate' });
    expect((await decide(corporate.headers, id, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide({}, id, { status: 'approved' })).statusCode).toBe(401);
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    await payApplication(review.test, applicant.headers, id);
    expect((await decide(admin.headers, id, { status: 'approved' })).json().data.status).toBe('approved');
  });

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['no status', {}],
    ['a note over 1000 characters', { status: 'approved', note: 'x'.repeat(1001) }],
  ])('rejects a body with %s with 400', async (_case, payload) => {
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    expect((await decide(admin.headers, id, payload)).statusCode).toBe(400);
  });
});
