import { extensionOfType } from './sniff-file-type';

/**
 * Control characters (C0, DEL, C1) and the bidi marks, embeddings, overrides and isolates that let a
 * name read differently from what it is ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const maxStemLength = 120;

/**
 * The name a document is stored, shown and downloaded under: the uploader's name without a path,
 * unsafe characters, quotes or its own extension, bounded in length, and ending in the extension of
 * the type its bytes were sniffed as. Also applied on read, so rows stored before this rule are safe.
 */
export const safeFileName = (name: string, mimeType: string) => {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(unsafeCharacters, '')
    .replace(/["\\]/g, '')
    .trim();
  const stem = base
    .replace(/\.[^.\s]{1,10}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  const bounded = [...stem].slice(0, maxStemLength).join('').trim();
  const extension = extensionOfType(mimeType);
  return extension ? `${bounded || 'document'}.${extension}` : bounded || 'document';
};
