import sharp, { type Region, type Sharp, type SharpOptions } from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { assertPixelsWithin, imageSizesInPdf, MAX_IMAGE_PIXELS } from './pixel-limits';
import { UnreadableFileError } from './unreadable-file';

/** Zone text reads best at 17-18 px per character: a 44-character line across ~800 px. */
const BAND_WIDTH = 800;

/** What OCR and the photo checks need from a file, worked out where decoding cannot hurt the server. */
export type PreparedDocument =
  | { kind: 'passport'; text: string }
  | { kind: 'passport'; images: Uint8Array[] }
  | { kind: 'photo'; width: number; height: number };

const unreadable = (message: string) => (error: unknown) => {
  if (error instanceof UnreadableFileError) throw error;
  throw new UnreadableFileError(message, { cause: error });
};

/** Every image is opened with the pixel limit, so sharp refuses a bomb from its header, before decoding. */
const openImage = (input: Buffer, options: SharpOptions = {}) =>
  sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, ...options });

/** The picture's size from its header alone; too many pixels is refused before anything is decoded. */
const checkedSize = async (bytes: Buffer) => {
  // The limit is left to the check below: sharp's own would refuse the header with a vaguer message.
  const {
    width = 0,
    height = 0,
    autoOrient,
  } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(unreadable('the image could not be decoded'));
  assertPixelsWithin({ width, height });
  return { width: autoOrient.width || width, height: autoOrient.height || height };
};

/** The first page of a PDF: its largest embedded picture (a scan), or its text when it has no picture. */
const firstPageOfPdf = async (bytes: Buffer): Promise<{ picture: Sharp } | { text: string }> => {
  for (const size of imageSizesInPdf(bytes)) assertPixelsWithin(size);
  // Errors only: on Node.js 20 pdf.js warns about each embedded font it cannot prepare for drawing,
  // which neither the pictures nor the text need. Its own limit drops any image the scan above missed.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    maxImageSize: MAX_IMAGE_PIXELS,
    isEvalSupported: false,
  });
  const images = await extractImages(pdf, 1);
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (largest) {
    const { data, width, height, channels } = largest;
    // Raw pixels carry no resolution, and Tesseract then guesses one far too low: 72 dpi, as a JPEG states.
    const picture = openImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
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
const zoneCandidates = async (picture: Sharp): Promise<Buffer[]> => {
  const upright = await picture.rotate().greyscale().png().toBuffer();
  const { width = 0, height = 0 } = await openImage(upright).metadata();
  if (width < 100 || height < 60) return [];
  const prepare = (region: Region) =>
    openImage(upright)
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

/**
 * Decodes a passport scan (JPEG, PNG or the first page of a PDF) into the images OCR reads, or a photo
 * into its size. Every picture's pixel count is checked before it is decoded.
 */
export const prepareDocument = async (file: {
  kind: 'passport' | 'photo';
  bytes: Buffer;
  mimeType: string;
}): Promise<PreparedDocument> => {
  if (file.kind === 'photo') {
    if (file.mimeType === 'application/pdf') return { kind: 'photo', width: 0, height: 0 };
    return { kind: 'photo', ...(await checkedSize(file.bytes)) };
  }
  let picture: Sharp;
  if (file.mimeType === 'application/pdf') {
    const page = await firstPageOfPdf(file.bytes).catch(unreadable('the PDF could not be opened'));
    if ('text' in page) return { kind: 'passport', text: page.text };
    picture = page.picture;
  } else {
    await checkedSize(file.bytes);
    picture = openImage(file.bytes);
  }
  const images = await zoneCandidates(picture).catch(unreadable('the image could not be decoded'));
  return { kind: 'passport', images };
};
