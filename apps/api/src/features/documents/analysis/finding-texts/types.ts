import type { PassportShortfall } from '@visabridge/contract';

/** The check digits of a passport's zone, by what they protect (read-mrz-text.ts). */
export type ZoneCheck =
  'document number' | 'date of birth' | 'expiry date' | 'personal number' | 'whole zone';

/** What the application says that the passport contradicts. */
export type MismatchField =
  'number' | 'surname' | 'given names' | 'nationality' | 'date of birth' | 'expiry date' | 'sex';

/** The shape and least size a destination asks of a photo. */
export type PhotoTarget =
  | { shape: 'square'; minPixels: number }
  | { shape: 'print'; widthMm: number; heightMm: number; minWidth: number; minHeight: number };

/**
 * The document checks' findings in one language. Country names come in written in it; days as YYYY-MM-DD;
 * what the passport reads, as it reads.
 */
export type FindingTexts = {
  zoneNotFound: string;
  checkDigit: (check: ZoneCheck) => string;
  passportExpired: (expiry: string) => string;
  /** A passport that falls short of the destination's rule; `owner` names whose rule it is. */
  passportShortfall: (options: {
    shortfall: PassportShortfall;
    owner: string;
    destination: string;
    expiry: string;
    /** No trip dates: the passport was checked for a trip today. */
    isTripToday: boolean;
  }) => string;
  /** What a mismatch says the passport reads where its name field is empty. */
  nothingRead: string;
  /** `entered` is what the application holds; for the sex, one of female, male. */
  mismatch: (field: MismatchField, read: string, entered: string) => string;
  photoFormat: string;
  photoSpecUnknown: (destination: string) => string;
  photoProportions: (width: number, height: number, destination: string, target: PhotoTarget) => string;
  photoResolution: (width: number, height: number, destination: string, target: PhotoTarget) => string;
  photoFileSize: (kilobytes: number) => string;
  unreadableFile: (reason: string) => string;
};
