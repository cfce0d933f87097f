import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, emailOutbox, notifications } from '../../db/schema';
import { useReviewTestApp, pdfBytes, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

const requestDocument = (headers: Headers, id: string, payload: object) =>
  review.api.call('POST', `/api/visa-applications/${id}/document-requests`, headers, payload);
const applicationOf = async (headers: Headers, id: string) =>
  (await review.api.call('GET', `/api/applications/${id}`, headers)).json().data;
const noticesOf = (userId: string) =>
  review.test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, 'document_required')));

describe('document requests', () => {
  it('asks the applicant for a document, who may then upload it although submitted', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const asked = await requestDocument(review.agent.headers, id, {
      type: 'Hotel booking',
      note: 'For all nights',
    });
    expect(asked.statusCode).toBe(201);
    expect((await applicationOf(applicant.headers, id)).openDocumentRequests).toEqual([
      expect.objectContaining({ type: 'Hotel booking', note: 'For all nights' }),
    ]);
    expect((await noticesOf(applicant.user.id)).map((notice) => notice.title)).toEqual([
      'Document requested',
    ]);
    const mail = await review.test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, applicant.user.email));
    expect(mail.some((message) => message.body.includes('Hotel booking'))).toBe(true);

    const other = await review.api.upload(
      applicant.headers,
      { applicationId: id, type: 'Something else' },
      { name: 'a.pdf', bytes: pdfBytes() },
    );
    expect(other.statusCode).toBe(409);
    const uploaded = await review.api.upload(
      applicant.headers,
      { applicationId: id, type: 'Hotel booking' },
      { name: 'hotel.pdf', bytes: pdfBytes() },
    );
    expect(uploaded.statusCode).toBe(201);
    const answered = await applicationOf(applicant.headers, id);
    expect(answered.openDocumentRequests).toEqual([]);
    expect(answered.requiredDocuments).toContain('Hotel booking');
    expect(answered.documentsUploaded).toBe(answered.requiredDocuments.length);
    const again = await review.api.upload(
      applicant.headers,
      { applicationId: id, type: 'Hotel booking' },
      { name: 'hotel2.pdf', bytes: pdfBytes() },
    );
    expect(again.statusCode).toBe(409);
  });

  it('rejects a document with a reason: the applicant sees why and is asked for a new one', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const [document] = (
      await review.api.call('GET', `/api/documents?applicationId=${id}`, applicant.headers)
    ).json().data.items;
    const url = `/api/visa-applications/${id}/documents/${document.id}/reject`;
    expect((await review.api.call('POST', url, review.agent.headers, { reason: '' })).statusCode).toBe(400);
    const rejected = await review.api.call('POST', url, review.agent.headers, {
      reason: 'The scan is unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    const listed = (
      await review.api.call('GET', `/api/documents?applicationId=${id}`, applicant.headers)
    ).json().data.items;
    expect(listed.find((item: { id: string }) => item.id === document.id)).toMatchObject({
      status: 'rejected',
      reviewNote: 'The scan is unreadable',
    });
    expect((await applicationOf(applicant.headers, id)).openDocumentRequests).toEqual([
      expect.objectContaining({ type: document.type, note: 'The scan is unreadable' }),
    ]);
    expect((await noticesOf(applicant.user.id)).map((notice) => notice.title)).toEqual(['Document rejected']);
    const afterRejection = await applicationOf(applicant.headers, id);
    expect(afterRejection.documentsUploaded).toBe(afterRejection.requiredDocuments.length - 1);
    expect((await review.api.call('POST', url, review.agent.headers, { reason: 'again' })).statusCode).toBe(
      409,
    );
  });

  it('closes requests once the application is decided', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    expect((await requestDocument(review.agent.headers, id, { type: 'Bank letter' })).statusCode).toBe(201);
    await payApplication(review.test, applicant.headers, id);
    // A requested document is required: approval waits for it, a rejection does not.
    const approval = await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'approved',
    });
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toContain('Missing: Bank letter.');
    const decided = await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'rejected',
      rejectionReason: 'The bank letter never came',
    });
    expect(decided.json().data.openDocumentRequests).toEqual([]);
    const late = await review.api.upload(
      applicant.headers,
      { applicationId: id, type: 'Bank letter' },
      { name: 'b.pdf', bytes: pdfBytes() },
    );
    expect(late.statusCode).toBe(409);
    expect((await requestDocument(review.agent.headers, id, { type: 'More' })).statusCode).toBe(409);
  });

  it('refuses requests on drafts, duplicates, and from anyone but the assigned agent or an admin', async () => {
    const applicant = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(applicant.headers);
    expect((await requestDocument(review.agent.headers, draft.id, { type: 'X' })).statusCode).toBe(404);
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    expect((await requestDocument(admin.headers, draft.id, { type: 'X' })).statusCode).toBe(409);

    const { id } = await review.api.submitted(applicant.headers);
    expect((await requestDocument(review.agent.headers, id, { type: 'Bank letter' })).statusCode).toBe(201);
    expect((await requestDocument(admin.headers, id, { type: 'Bank letter' })).statusCode).toBe(409);
    const otherAgent = await createSignedInUser(review.test, { role: 'agent' });
    expect((await requestDocument(otherAgent.headers, id, { type: 'Y' })).statusCode).toBe(404);
    expect((await requestDocument(applicant.headers, id, { type: 'Y' })).statusCode).toBe(403);
    expect((await requestDocument({}, id, { type: 'Y' })).statusCode).toBe(401);
    expect((await requestDocument(review.agent.headers, id, { type: '' })).statusCode).toBe(400);
    const unknown = `/api/visa-applications/${id}/documents/00000000-0000-4000-8000-000000000000/reject`;
    expect((await review.api.call('POST', unknown, review.agent.headers, { reason: 'x' })).statusCode).toBe(
      404,
    );
    const stored = await review.test.db.select().from(documents).where(eq(documents.status, 'rejected'));
    expect(stored.every((row) => row.applicationId !== id)).toBe(true);
  });
});
