import type { OcrPool } from './ocr-pool';
import { prepareInWorker, type WorkerLimits } from './prepare-in-worker';
import { findZoneLines } from './read-mrz-text';

/**
 * Finds a passport's machine-readable zone in a scan (JPEG, PNG or the first page of a PDF) and
 * returns its two lines as read, or null when no zone could be found. Decoding runs in a worker thread
 * and OCR in Tesseract's: the main thread only waits.
 */
export const readPassportZone = async (
  bytes: Buffer,
  mimeType: string,
  ocr: OcrPool,
  limits?: WorkerLimits,
) => {
  const prepared = await prepareInWorker({ kind: 'passport', bytes, mimeType }, limits);
  if ('text' in prepared) return findZoneLines(prepared.text);
  if (prepared.kind !== 'passport') throw new Error('the worker prepared a photo for a passport');
  for (const image of prepared.images) {
    const lines = findZoneLines(await ocr.read(Buffer.from(image)));
    if (lines) return lines;
  }
  return null;
};
