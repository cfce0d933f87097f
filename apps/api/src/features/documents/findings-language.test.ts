import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { analyseQueuedDocuments } from '../../test/analyse-queued-documents';
import { completeDraft, createReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { createOcrPool } from './analysis/ocr-pool';
import { analyserDefaults } from './analyse-document-job';

let review: Awaited<ReturnType<typeof createReviewTestApp>>;
const ocr = createOcrPool({ size: 1 });
beforeAll(async () => {
  review = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
}, 120_000);
afterAll(async () => {
  await ocr.close();
  await review.test.close();
});

type Finding = { code: string; message: string };

describe('a checked photo’s findings, worked out when read', () => {
  it('come in the reader’s language, the bell in the account’s, and in English as before', async () => {
    const { headers, user } = await createSignedInUser(review.test);
    await review.test.db.update(users).set({ interfaceLanguage: 'de' }).where(eq(users.id, user.id));
    const draft = await review.api.createDraft(headers, completeDraft({ toCountry: 'FR' }));
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer();
    const uploaded = await review.api.upload(
      headers,
      { applicationId: draft.id, type: 'Recent photo, 35 x 45 mm, plain light background' },
      { name: 'me.jpg', bytes: square },
    );
    await analyseQueuedDocuments({
      test: review.test,
      ocr,
      settings: analyserDefaults,
      offered: review.test.config.interfaceLanguages,
    });
    const findingsIn = async (acceptLanguage?: string) => {
      const response = await review.api.call(
        'GET',
        `/api/documents/${uploaded.json().data.id}`,
        acceptLanguage ? { ...headers, 'accept-language': acceptLanguage } : headers,
      );
      return response.json().data.analysis.findings as Finding[];
    };

    const english = await findingsIn('en');
    expect(english.map((finding) => finding.code)).toEqual([
      'photo_proportions',
      'photo_resolution',
      'photo_file_size',
    ]);
    expect(english[0]?.message).toBe(
      'The photo is 300 x 300 pixels; France asks for the 35:45 shape of a 35 x 45 mm print. Crop it to that shape.',
    );
    const french = await findingsIn('fr-FR');
    expect(french.map((finding) => finding.code)).toEqual(english.map((finding) => finding.code));
    expect(french[0]?.message).toBe(
      'La photo mesure 300 x 300 pixels ; la destination (France) demande le format 35:45 d’un tirage de 35 x 45 mm. Recadrez-la à ce format.',
    );
    // Without a header, the account's language.
    expect((await findingsIn())[1]?.message).toBe(
      'Das Foto hat 300 x 300 Pixel; das Zielland (Frankreich) verlangt mindestens 413 x 531 Pixel (35 x 45 mm bei 300 dpi).',
    );

    const [bell] = await review.test.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell).toMatchObject({
      title: 'Prüfen Sie Ihr Foto',
      message:
        'Das Foto hat 300 x 300 Pixel; das Zielland (Frankreich) verlangt das Seitenverhältnis 35:45 eines Abzugs von 35 x 45 mm. Schneiden Sie es auf dieses Format zu. (Ein weiteres Problem auf der Seite des Antrags.)',
    });
  });
});
