import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

let review: Awaited<ReturnType<typeof createReviewTestApp>>;
let admin: Headers;
beforeAll(async () => {
  review = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  admin = (await createSignedInUser(review.test, { role: 'admin' })).headers;
}, 120_000);
afterAll(() => review.test.close());

const unknown = '00000000-0000-4000-8000-000000000000';

/** One change made, and three refused: an unknown id, a rejection without reason, the first id again. */
const bulkIn = async (acceptLanguage: string | null) => {
  const applicant = await createSignedInUser(review.test);
  const good = await review.api.submitted(applicant.headers);
  const noReason = await review.api.submitted(applicant.headers);
  const headers = acceptLanguage ? { ...admin, 'accept-language': acceptLanguage } : admin;
  const response = await review.api.call('POST', '/api/admin/bulk-status-update', headers, {
    items: [
      { id: good.id, status: 'under_review' },
      { id: unknown, status: 'approved' },
      { id: noReason.id, status: 'rejected' },
      { id: good.id, status: 'approved' },
    ],
  });
  expect(response.statusCode).toBe(200);
  const { message, data } = response.json();
  return { message, reasons: data.refused.map((refusal: { message: string }) => refusal.message) };
};

describe('a bulk status change in the reader’s language', () => {
  it.each([
    [
      'es',
      'Actualizadas: 1; rechazadas: 3',
      ['No se ha encontrado la solicitud', 'Esta solicitud figura más de una vez en la lista.'],
    ],
    ['fr', 'Mises à jour : 1 ; refusées : 3', ['Cette demande figure plusieurs fois dans la liste.']],
    ['de-DE', '1 aktualisiert, 3 abgelehnt', ['Dieser Antrag ist mehrfach aufgeführt.']],
    ['zh', '已更新 1 项，已拒绝 3 项', ['此申请在列表中出现了不止一次。']],
    ['ar', 'المحدَّثة: 1، المرفوضة: 3', ['هذا الطلب مُدرج أكثر من مرة.']],
  ])('gives the summary and every refusal’s reason in %s', async (language, summary, someReasons) => {
    const { message, reasons } = await bulkIn(language);
    expect(message).toBe(summary);
    expect(reasons).toHaveLength(3);
    expect(reasons).toEqual(expect.arrayContaining(someReasons));
    // Not one reason left in English.
    expect(reasons).not.toContain('Application not found');
    expect(reasons).not.toContain('A rejection needs a reason the applicant can read');
  });

  it('keeps English as before', async () => {
    expect(await bulkIn(null)).toEqual({
      message: '1 updated, 3 refused',
      reasons: [
        'Application not found',
        'A rejection needs a reason the applicant can read',
        'This application is listed more than once.',
      ],
    });
  });

  it('names the statuses of a refused move in the reader’s language', async () => {
    const applicant = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(applicant.headers);
    const pending = await review.api.submitted(applicant.headers);
    const refusalsIn = async (acceptLanguage: string) =>
      (
        await review.api.call(
          'POST',
          '/api/admin/bulk-status-update',
          { ...admin, 'accept-language': acceptLanguage },
          {
            items: [
              { id: draft.id, status: 'approved' },
              { id: pending.id, status: 'draft' },
            ],
          },
        )
      )
        .json()
        .data.refused.map((refusal: { message: string }) => refusal.message);
    expect(await refusalsIn('es')).toEqual([
      'Una solicitud en estado BORRADOR no puede pasar a APROBADA: su estado es definitivo.',
      'Una solicitud en estado PENDIENTE no puede pasar a BORRADOR: puede pasar a EN REVISIÓN, APROBADA o RECHAZADA.',
    ]);
    expect(await refusalsIn('en')).toEqual([
      'An application in DRAFT cannot be set to APPROVED: it is final.',
      'An application in PENDING cannot be set to DRAFT: it can move to IN REVIEW or APPROVED or REJECTED.',
    ]);
  });
});
