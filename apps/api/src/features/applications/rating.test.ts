import { describe, expect, it } from 'vitest';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

const rate = (headers: Headers, id: string, payload: object) =>
  review.api.call('PUT', `/api/applications/${id}/rating`, headers, payload);
const stats = async () =>
  (await review.api.call('GET', '/api/agent/stats', review.agent.headers)).json().data;

describe('application ratings and the agent figures they feed', () => {
  it('starts with no decisions and no ratings', async () => {
    expect(await stats()).toMatchObject({
      assigned: 0,
      averageProcessingDays: null,
      satisfaction: null,
      ratingsCount: 0,
    });
  });

  it('lets the applicant rate a decided application once decided, and change the rating', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const early = await rate(applicant.headers, id, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can rate an application once it has been decided.');

    await payApplication(review.test, applicant.headers, id);
    await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'approved',
    });
    expect(
      (await review.api.call('GET', `/api/applications/${id}/rating`, applicant.headers)).json().data,
    ).toBeNull();
    const first = await rate(applicant.headers, id, {
      rating: 4,
      comment: 'Quick, thank you',
      publicConsent: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Thank you for your rating',
      data: { applicationId: id, rating: 4, comment: 'Quick, thank you', publicConsent: true },
    });
    await rate(applicant.headers, id, { rating: 2 });
    expect(
      (await review.api.call('GET', `/api/applications/${id}/rating`, applicant.headers)).json().data,
    ).toMatchObject({
      rating: 2,
      comment: null,
      publicConsent: false,
    });

    const second = await review.api.submitted(applicant.headers);
    await review.api.call('PUT', `/api/visa-applications/${second.id}`, review.agent.headers, {
      status: 'rejected',
      rejectionReason: 'Missing letter',
    });
    await rate(applicant.headers, second.id, { rating: 5 });
    expect(await stats()).toMatchObject({
      assigned: 2,
      approved: 1,
      rejected: 1,
      satisfaction: 3.5,
      ratingsCount: 2,
      averageProcessingDays: 0,
    });
  });

  it('refuses bad ratings with field messages and keeps the stored one', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    await payApplication(review.test, applicant.headers, id);
    await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'approved',
    });
    await rate(applicant.headers, id, { rating: 3 });
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 'five' }, {}]) {
      const response = await rate(applicant.headers, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('rating');
    }
    expect((await rate(applicant.headers, id, { rating: 3, comment: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    const consent = await rate(applicant.headers, id, { rating: 4, publicConsent: 'yes' });
    expect(consent.statusCode).toBe(400);
    expect(consent.json().errors[0].field).toBe('publicConsent');
    expect(
      (await review.api.call('GET', `/api/applications/${id}/rating`, applicant.headers)).json().data.rating,
    ).toBe(3);
  });

  it('keeps ratings to the owner: others get 404, staff 403', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    await payApplication(review.test, applicant.headers, id);
    await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'approved',
    });
    const other = await createSignedInUser(review.test);
    expect((await rate(other.headers, id, { rating: 1 })).statusCode).toBe(404);
    expect((await review.api.call('GET', `/api/applications/${id}/rating`, other.headers)).statusCode).toBe(
      404,
    );
    for (const role of ['agent', 'admin'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await rate(caller.headers, id, { rating: 1 })).statusCode).toBe(403);
    }
    expect((await rate({}, id, { rating: 1 })).statusCode).toBe(401);
    expect(
      (await review.api.call('GET', `/api/applications/${id}/rating`, applicant.headers)).json().data,
    ).toBeNull();
  });
});
