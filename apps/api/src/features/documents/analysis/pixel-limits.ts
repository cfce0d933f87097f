import { UnreadableFileError } from './unreadable-file';

/**
 * The most pixels a scan may have: a 600 dpi A4 page is 35 million. Decoding takes 1-4 bytes per pixel,
 * so this bounds what one document can make the server hold, whatever its compressed size.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class TooManyPixelsError extends UnreadableFileError {
  constructor({ width, height }: { width: number; height: number }) {
    super(
      `its picture is ${width} x ${height} pixels; a scan may have at most ${MAX_IMAGE_PIXELS / 1_000_000} million`,
    );
  }
}

/** Throws when an image of this size may not be decoded. */
export const assertPixelsWithin = (size: { width: number; height: number }) => {
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw new TooManyPixelsError(size);
};

/** More image dictionaries than any scan has: past this a PDF is refused rather than looked through. */
const MAX_IMAGES = 500;
/** How far around `/Subtype /Image` its dictionary's entries are looked for. */
const REACH = 2048;
const imageMarker = /\/Subtype\s*\/Image\b/g;
const sizeEntry = (name: string) => new RegExp(`/${name}\\s+(\\d+)(?:\\s+(\\d+)\\s+R)?`);

export class TooManyImagesError extends UnreadableFileError {
  constructor() {
    super(`it holds more than ${MAX_IMAGES} pictures`);
  }
}

/**
 * The width and height of each image a PDF embeds, read from the image dictionaries without decoding
 * anything. Image streams cannot sit in compressed object streams, so their dictionaries are plain text;
 * a size given by reference is looked up in its (plain) object, else that image is left out.
 */
export const imageSizesInPdf = (bytes: Buffer) => {
  const text = bytes.toString('latin1');
  const valueOf = (dictionary: string, name: string) => {
    const match = sizeEntry(name).exec(dictionary);
    if (!match) return null;
    if (match[2] === undefined) return Number(match[1]);
    const referenced = new RegExp(`(?:^|\\s)${match[1]}\\s+${match[2]}\\s+obj\\s*(\\d+)\\s*endobj`).exec(
      text,
    );
    return referenced ? Number(referenced[1]) : null;
  };
  const sizes: { width: number; height: number }[] = [];
  let images = 0;
  for (const { index } of text.matchAll(imageMarker)) {
    images += 1;
    if (images > MAX_IMAGES) throw new TooManyImagesError();
    // The dictionary: from its object's `obj` keyword (or the reach) to its `stream` keyword (or the reach).
    const before = text.slice(Math.max(0, index - REACH), index);
    const after = text.slice(index, index + REACH);
    const streamAt = after.indexOf('stream');
    const dictionary =
      before.slice(before.lastIndexOf(' obj') + 1) + (streamAt === -1 ? after : after.slice(0, streamAt));
    const width = valueOf(dictionary, 'Width');
    const height = valueOf(dictionary, 'Height');
    if (width !== null && height !== null) sizes.push({ width, height });
  }
  return sizes;
};
