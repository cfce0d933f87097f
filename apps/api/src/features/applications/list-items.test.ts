import { describe, expect, it } from 'vitest';
import { documentRequests } from '../../db/schema';
import { pdfBytes, useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { applicationDetailKeys, keysOf } from '../../test/list-rows';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

const detailKeys = [...applicationDetailKeys, 'fees', 'payment'];

const listOf = async (headers: Headers, query = '') => {
  const response = await review.api.call('GET', `/api/applications${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: Record<string, unknown>[]; total: number };
};

const detailOf = async (headers: Headers, id: string) =>
  (await review.api.call('GET', `/api/applications/${id}`, headers)).json().data;

describe('GET /api/applications list items', () => {
  it('carries only what the list shows: no personal, travel or emergency details, no checklist', async () => {
    const { headers } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    await review.api.submitted(headers);

    const list = await listOf(headers);
    expect(list.total).toBe(2);
    for (const item of list.items) {
      expect(keysOf(item).filter((key) => detailKeys.includes(key))).toEqual([]);
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'referenceNumber',
          'fromCountry',
          'toCountry',
          'destination',
          'visaType',
          'visaTypeName',
          'purpose',
          'status',
          'progress',
          'openDocumentRequests',
          'paymentState',
          'submittedAt',
          'createdAt',
          'updatedAt',
        ].sort(),
      );
    }
    const text = JSON.stringify(list);
    for (const secret of ['A1234567', 'Marina Road', 'Ada Okafor', 'chidi@example.com'])
      expect(text).not.toContain(secret);
    const searched = (
      await review.api.call('GET', `/api/applications/search?q=${draft.referenceNumber}`, headers)
    ).json().data as Record<string, unknown>[];
    expect(searched.map((item) => item.id)).toEqual([draft.id]);
    expect(keysOf(searched).filter((key) => detailKeys.includes(key))).toEqual([]);
  });

  it('shows the same progress, payment state and open requests as each application’s details', async () => {
    const { headers } = await createSignedInUser(review.test);
    const empty = await review.api.createDraft(headers, {
      fromCountry: 'NG',
      toCountry: 'JP',
      purpose: 'tourist',
    });
    const halfDone = await review.api.createDraft(headers);
    const [firstDocument] = halfDone.requiredDocuments;
    const upload = await review.api.upload(
      headers,
      { applicationId: halfDone.id, type: firstDocument ?? '' },
      { name: 'doc.pdf', bytes: pdfBytes() },
    );
    expect(upload.statusCode).toBe(201);
    const unpaid = await review.api.submitted(headers);
    const paid = await review.api.submitted(headers);
    await payApplication(review.test, headers, paid.id);
    await review.test.db.insert(documentRequests).values(
      ['Bank statement', 'Employer letter'].map((type) => ({
        applicationId: paid.id,
        type,
        requestedBy: review.agent.user.id,
      })),
    );

    const items = new Map((await listOf(headers)).items.map((item) => [item.id, item]));
    for (const { id } of [empty, halfDone, unpaid, paid]) {
      const detail = await detailOf(headers, id);
      expect(items.get(id)).toMatchObject({
        referenceNumber: detail.referenceNumber,
        destination: detail.destination,
        visaTypeName: detail.visaTypeName,
        status: detail.status,
        progress: detail.progress,
        paymentState: detail.payment.state,
        openDocumentRequests: detail.openDocumentRequests.length,
        submittedAt: detail.submittedAt,
      });
    }
    expect(items.get(empty.id)).toMatchObject({ destination: 'Japan', paymentState: 'not_due' });
    expect(items.get(halfDone.id)?.progress).toBeGreaterThan(items.get(empty.id)?.progress as number);
    expect(items.get(halfDone.id)?.progress).toBeLessThan(20);
    expect(items.get(unpaid.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid', progress: 25 });
    expect(items.get(paid.id)).toMatchObject({ paymentState: 'paid', openDocumentRequests: 2 });
  });

  it('never lists another traveller’s applications, and keeps the list to travellers', async () => {
    const owner = await createSignedInUser(review.test);
    const stranger = await createSignedInUser(review.test);
    await review.api.createDraft(owner.headers);
    expect((await listOf(stranger.headers)).total).toBe(0);
    for (const headers of [review.agent.headers, review.admin.headers])
      expect((await review.api.call('GET', '/api/applications', headers)).statusCode).toBe(403);
  });
});
