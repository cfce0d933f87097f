import sharp, { type Region, type Sharp } from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import type { OcrPool } from './ocr-pool';
import { findZoneLines } from './read-mrz-text';

/** Zone text reads best at 17-18 px per character: a 44-character line across ~800 px. */
const BAND_WIDTH = 800;

type Picture = Sharp;

/** The first page of a PDF: its largest embedded picture (a scan), or its text when it has no picture. */
const firstPageOfPdf = async (bytes: Buffer): Promise<{ picture: Picture } | { text: string }> => {
  // Errors only: on Node.js 20 pdf.js warns about each embedded font it cannot prepare for drawing,
  // which neither the pictures nor the text need.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const images = await extractImages(pdf, 1);
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (largest) {
    const { data, width, height, channels } = largest;
    // Raw pixels carry no resolution, and Tesseract then guesses one far too low: 72 dpi, as a JPEG states.
    const picture = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels },
    }).withMetadata({ density: 72 });
    return { picture };
  }
  const { text } = await extractText(pdf, { mergePages: false });
  return { text: text[0] ?? '' };
};

/**
 * Images to read, best guess first: the bottom third of the page, where a passport's data page
 * prints its zone, then the whole page for scans framed differently. Grey, stretched contrast, scaled.
 */
const zoneCandidates = async (picture: Picture): Promise<Buffer[]> => {
  const upright = await picture.rotate().greyscale().png().toBuffer();
  const { width = 0, height = 0 } = await sharp(upright).metadata();
  if (width < 100 || height < 60) return [];
  const prepare = (region: Region) =>
    sharp(upright)
      .extract(region)
      .resize({ width: BAND_WIDTH })
      .normalise()
      // Tesseract misreads characters touching the edge: give the text a white margin.
      .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
      .png()
      .toBuffer();
  const bandTop = Math.floor(height * 0.66);
  return Promise.all([
    prepare({ left: 0, top: bandTop, width, height: height - bandTop }),
    prepare({ left: 0, top: 0, width, height }),
  ]);
};

export class UnreadableFileError extends Error {}

/**
 * Finds a passport's machine-readable zone in a scan (JPEG, PNG or the first page of a PDF) and
 * returns its two lines as read, or null when no zone could be found.
 */
export const readPassportZone = async (bytes: Buffer, mimeType: string, ocr: OcrPool) => {
  let picture: Picture;
  if (mimeType === 'application/pdf') {
    const page = await firstPageOfPdf(bytes).catch((error: unknown) => {
      throw new UnreadableFileError('the PDF could not be opened', { cause: error });
    });
    if ('text' in page) return findZoneLines(page.text);
    picture = page.picture;
  } else {
    picture = sharp(bytes);
  }
  const candidates = await zoneCandidates(picture).catch((error: unknown) => {
    throw new UnreadableFileError('the image could not be decoded', { cause: error });
  });
  for (const candidate of candidates) {
    const lines = findZoneLines(await ocr.read(candidate));
    if (lines) return lines;
  }
  return null;
};
