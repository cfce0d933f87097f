import { describe, expect, it } from 'vitest';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

const exportOf = (headers: Headers) =>
  review.test.app.inject({ method: 'GET', url: '/api/auth/profile/export', headers });

/** A traveller with a submitted application (with a message each way) and a draft. */
const travellerWithApplications = async () => {
  const traveller = await createSignedInUser(review.test);
  const submitted = await review.api.submitted(traveller.headers);
  const draft = await review.api.createDraft(traveller.headers);
  await review.api.call('POST', `/api/applications/${submitted.id}/messages`, traveller.headers, {
    body: 'When will I hear back?',
  });
  await review.api.call('POST', `/api/applications/${submitted.id}/messages`, review.agent.headers, {
    body: 'Within a week.',
  });
  return { ...traveller, submitted, draft };
};

describe('GET /api/auth/profile/export', () => {
  it("downloads a JSON file of the user's account and applications, with nothing of anyone else", async () => {
    const me = await travellerWithApplications();
    const other = await travellerWithApplications();

    const response = await exportOf(me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="visabridge-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(data.applications.map((application: { id: string }) => application.id).sort()).toEqual(
      [me.submitted.id, me.draft.id].sort(),
    );
    const submitted = data.applications.find(
      (application: { id: string }) => application.id === me.submitted.id,
    );
    expect(submitted.statusHistory.map((change: { toStatus: string }) => change.toStatus)).toContain(
      'pending',
    );
    expect(submitted.documents.length).toBeGreaterThan(0);
    expect(submitted.messages).toEqual([
      expect.objectContaining({ from: 'You', body: 'When will I hear back?' }),
      expect.objectContaining({ from: `Test agent`, body: 'Within a week.' }),
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ isThisSession: true })]);
    expect(data.securityEvents).toContainEqual(expect.objectContaining({ kind: 'sign_in_succeeded' }));

    const text = response.body;
    for (const foreign of [other.user.email, other.user.id, other.submitted.id, other.draft.id]) {
      expect(text).not.toContain(foreign);
    }
    for (const staff of [review.agent.user.email, review.agent.user.id]) expect(text).not.toContain(staff);
    expect(text).not.toContain(me.token);
    expect(text).not.toMatch(/passwordHash|scrypt\$/);
  });
});
