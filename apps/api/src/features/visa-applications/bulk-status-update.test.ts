import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

const bulk = (headers: Headers, items: object[]) =>
  review.api.call('POST', '/api/admin/bulk-status-update', headers, { items });
const statusOf = async (id: string) =>
  (
    await review.test.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id))
  )[0]?.status;
const historyOf = (id: string) =>
  review.test.db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id));

describe('POST /api/admin/bulk-status-update', () => {
  it('applies the valid items and reports each refused one, leaving the refused untouched', async () => {
    const applicant = await createSignedInUser(review.test);
    const good = await review.api.submitted(applicant.headers);
    const rejectable = await review.api.submitted(applicant.headers);
    const noReason = await review.api.submitted(applicant.headers);
    const draft = await review.api.createDraft(applicant.headers);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const response = await bulk(review.admin.headers, [
      { id: good.id, status: 'under_review', note: 'Batch review' },
      { id: rejectable.id, status: 'rejected', rejectionReason: 'Passport copy unreadable' },
      { id: noReason.id, status: 'rejected' },
      { id: draft.id, status: 'approved' },
      { id: unknown, status: 'approved' },
      { id: good.id, status: 'approved' },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.updated).toEqual([
      { id: good.id, status: 'in_review' },
      { id: rejectable.id, status: 'rejected' },
    ]);
    expect(result.refused).toEqual([
      { id: noReason.id, message: 'A rejection needs a reason the applicant can read' },
      { id: draft.id, message: expect.stringMatching(/Draft cannot be set to Approved/i) },
      { id: unknown, message: 'Application not found' },
      { id: good.id, message: 'This application is listed more than once.' },
    ]);
    expect(response.json().message).toBe('2 updated, 4 refused');

    expect(await statusOf(good.id)).toBe('in_review');
    expect(await statusOf(noReason.id)).toBe('pending');
    expect(await statusOf(draft.id)).toBe('draft');
    const goodHistory = await historyOf(good.id);
    expect(goodHistory.at(-1)).toMatchObject({
      toStatus: 'in_review',
      note: 'Batch review',
      changedBy: review.admin.user.id,
    });
    expect((await historyOf(noReason.id)).map((entry) => entry.toStatus)).toEqual(['draft', 'pending']);
  });

  it('refuses malformed requests with field messages and changes nothing', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    for (const items of [[], [{ id: 'nope', status: 'approved' }], [{ id, status: 'lost' }]]) {
      const response = await bulk(review.admin.headers, items);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^items/);
    }
    const tooMany = Array.from({ length: 101 }, () => ({ id, status: 'in_review' }));
    expect((await bulk(review.admin.headers, tooMany)).json().errors[0]).toEqual({
      field: 'items',
      message: 'At most 100 applications at once',
    });
    expect(await statusOf(id)).toBe('pending');
  });

  it('is for admins only', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    for (const role of ['agent', 'general', 'corporate'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await bulk(caller.headers, [{ id, status: 'in_review' }])).statusCode).toBe(403);
    }
    expect((await bulk({}, [{ id, status: 'in_review' }])).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });
});
