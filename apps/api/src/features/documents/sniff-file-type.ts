import type { documentMimeTypes } from '@visabridge/contract';

type DocumentMimeType = (typeof documentMimeTypes)[number];

const signatures: { mimeType: DocumentMimeType; extension: string; bytes: number[] }[] = [
  { mimeType: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mimeType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The file's type from its first bytes, never from its name; `null` for anything else. */
export const sniffFileType = (bytes: Buffer): DocumentMimeType | null =>
  signatures.find(({ bytes: signature }) => signature.every((byte, index) => bytes[index] === byte))
    ?.mimeType ?? null;

/** The file name extension of a sniffed type ('pdf' for application/pdf); undefined for another type. */
export const extensionOfType = (mimeType: string) =>
  signatures.find((signature) => signature.mimeType === mimeType)?.extension;
