import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseQueuedDocuments } from '../../test/analyse-queued-documents';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { pdfWithHugeImage, pngClaimingSize } from '../../test/document-bombs';
import { createSignedInUser } from '../../test/factories';
import { passportPdf, renderPassportPage, syntheticPassports } from '../../test/synthetic-passports';
import { readDocument } from './analysis/analyse-document';
import { createOcrPool } from './analysis/ocr-pool';
import { imageSizesInPdf } from './analysis/pixel-limits';
import { UnreadableFileError } from './analysis/unreadable-file';

const review = useReviewTestApp();
const ocr = createOcrPool({ size: 1 });
afterAll(() => ocr.close());

const passportType = 'Passport valid at least 6 months beyond your stay, with 2 blank pages';
const photoType = 'Recent passport photo';
let bomb: Buffer;
beforeAll(async () => {
  bomb = await pdfWithHugeImage();
}, 30_000);

const upload = async (headers: Headers, type: string, name: string, bytes: Buffer) => {
  const draft = await review.api.createDraft(headers);
  const response = await review.api.upload(headers, { applicationId: draft.id, type }, { name, bytes });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
};
const analysisOf = async (headers: Headers, id: string) =>
  (await review.api.call('GET', `/api/documents/${id}`, headers)).json().data.analysis;
const drain = () => analyseQueuedDocuments({ test: review.test, ocr });

describe('documents that would exhaust the server', () => {
  it('fails a 560 KB PDF holding a 576-megapixel picture, with memory bounded and requests answered', async () => {
    expect(bomb.length).toBeLessThan(600_000);
    const { headers } = await createSignedInUser(review.test);
    const id = await upload(headers, passportType, 'bomb.pdf', bomb);

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const latencies: number[] = [];
    let analysing = true;
    const requests = (async () => {
      while (analysing) {
        const started = performance.now();
        const response = await review.test.app.inject({ method: 'GET', url: '/api/health' });
        latencies.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await drain().finally(() => {
      analysing = false;
    });
    await requests;

    expect(await analysisOf(headers, id)).toMatchObject({
      status: 'failed',
      findings: [
        expect.objectContaining({
          code: 'unreadable_file',
          message: expect.stringContaining(
            'its picture is 24000 x 24000 pixels; a scan may have at most 50 million',
          ),
        }),
      ],
    });
    expect((peakRss - rssBefore) / 2 ** 20).toBeLessThan(200);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  }, 60_000);

  it.each([
    ['passport scan', passportType],
    ['photo', photoType],
  ])('fails a PNG whose header claims too many pixels, as a %s, without decoding it', async (_, type) => {
    const { headers } = await createSignedInUser(review.test);
    const id = await upload(headers, type, 'huge.png', pngClaimingSize({ width: 30_000, height: 20_000 }));
    await drain();
    expect(await analysisOf(headers, id)).toMatchObject({
      status: 'failed',
      findings: [
        expect.objectContaining({
          message: expect.stringContaining('its picture is 30000 x 20000 pixels'),
        }),
      ],
    });
  });

  it('stops decoding that takes longer than the time limit, or more memory than the limit', async () => {
    const [passport] = syntheticPassports(1, 3);
    if (!passport) throw new Error('no synthetic passport');
    const scan = await renderPassportPage(passport);
    const file = { bytes: scan, mimeType: 'image/jpeg' };
    await expect(readDocument('passport', file, ocr, { heapMb: 256, timeoutMs: 1 })).rejects.toThrow(
      new UnreadableFileError('reading it took longer than 0.001 s'),
    );
    await expect(readDocument('passport', file, ocr, { heapMb: 2, timeoutMs: 30_000 })).rejects.toThrow(
      new UnreadableFileError('reading it needed more memory than a document may use'),
    );
  }, 60_000);

  it("reads the size of a PDF's pictures without decoding them", async () => {
    const [passport] = syntheticPassports(1, 5);
    if (!passport) throw new Error('no synthetic passport');
    const { width, height } = await sharp(await renderPassportPage(passport)).metadata();
    expect(imageSizesInPdf(await passportPdf(passport))).toEqual([{ width, height }]);
    const byReference = Buffer.from(
      '%PDF-1.4\n7 0 obj\n<< /Subtype /Image /Width 8 0 R /Height 9 0 R /Length 0 >>\nstream\n\nendstream\nendobj\n' +
        '8 0 obj\n40000\nendobj\n9 0 obj 30000 endobj\n',
    );
    expect(imageSizesInPdf(byReference)).toEqual([{ width: 40_000, height: 30_000 }]);
    expect(imageSizesInPdf(bomb)).toEqual([{ width: 24_000, height: 24_000 }]);
  });
});
