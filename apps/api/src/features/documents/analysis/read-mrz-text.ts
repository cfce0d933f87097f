import { dayOf } from '@visabridge/contract';
import type { MrzView } from '@visabridge/contract';
import { parse } from 'mrz';

/** A passport data page's zone (ICAO 9303 TD3): two lines of 44 characters. */
const LINE_LENGTH = 44;

const asLetter: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
const asDigit: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

type CharacterClass = 'letter' | 'digit' | 'any';

/**
 * Which kind of character each position of a TD3 zone holds. OCR confuses 0/O, 1/I, 5/S and 8/B; a
 * position that can only hold a letter (or a digit) is read as one. This is the zone's format, never a
 * guess tested against a check digit: a check digit that still fails is reported.
 */
const line1Classes = (position: number): CharacterClass => (position === 1 ? 'any' : 'letter');
const line2Classes = (position: number): CharacterClass => {
  if (position <= 8 || (position >= 28 && position <= 42)) return 'any';
  if ((position >= 10 && position <= 12) || position === 20) return 'letter';
  return 'digit';
};

const conform = (line: string, classOf: (position: number) => CharacterClass) =>
  [...line]
    .map((character, position) => {
      const wanted = classOf(position);
      if (wanted === 'letter') return asLetter[character] ?? character;
      if (wanted === 'digit') return asDigit[character] ?? character;
      return character;
    })
    .join('');

/** OCR text lines that look like a TD3 zone, cleaned of spaces and of characters a zone never holds. */
export const findZoneLines = (ocrText: string): [string, string] | null => {
  const candidates = ocrText
    .split(/\r?\n/)
    .map((line) =>
      line
        .toUpperCase()
        .replace(/[«‹]/g, '<')
        .replace(/[^A-Z0-9<]/g, ''),
    )
    .filter((line) => line.length >= LINE_LENGTH - 4 && line.length <= LINE_LENGTH + 4);
  for (let index = 0; index + 1 < candidates.length; index += 1) {
    const [first, second] = [candidates[index] ?? '', candidates[index + 1] ?? ''];
    if (/^P[A-Z<]/.test(first) && /\d/.test(second))
      return [clearNameTail(fitLength(first)), fitLength(second)];
  }
  return null;
};

/**
 * OCR merges or splits runs of fillers (<<<<), so a line may come out a character or two short or
 * long. The run is where the count went wrong: the longest run of fillers is widened or narrowed to
 * give the line its 44 positions again. (A format rule; check digits are never consulted.)
 */
const fitLength = (line: string) => {
  const runs = [...line.matchAll(/<+/g)].sort((a, b) => b[0].length - a[0].length);
  const longest = runs[0];
  if (line.length === LINE_LENGTH || !longest) return line.padEnd(LINE_LENGTH, '<').slice(0, LINE_LENGTH);
  const start = longest.index;
  const length = Math.max(1, longest[0].length + LINE_LENGTH - line.length);
  const fitted = line.slice(0, start) + '<'.repeat(length) + line.slice(start + longest[0].length);
  return fitted.padEnd(LINE_LENGTH, '<').slice(0, LINE_LENGTH);
};

/** The name field ends with fillers, often misread as L or K; after three fillers no name can follow. */
const clearNameTail = (line: string) => {
  const end = line.indexOf('<<<', 5);
  return end < 0 ? line : line.slice(0, end).padEnd(LINE_LENGTH, '<');
};

const checkDigitFields = {
  documentNumberCheckDigit: 'document number',
  birthDateCheckDigit: 'date of birth',
  expirationDateCheckDigit: 'expiry date',
  personalNumberCheckDigit: 'personal number',
  compositeCheckDigit: 'whole zone',
} as const;

/** YYMMDD to an ISO date: a birth date lies in the past, an expiry date within the next fifty years. */
const isoDateOf = (value: string | null | undefined, kind: 'birth' | 'expiry', today: Date) => {
  if (!value || !/^\d{6}$/.test(value)) return null;
  const [yy, mm, dd] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)].map(Number) as [
    number,
    number,
    number,
  ];
  const thisYear = today.getUTCFullYear();
  let year = 2000 + yy;
  if (kind === 'birth' && year > thisYear) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  return dayOf(date);
};

export type ZoneRead = Omit<MrzView, 'nationalityCountry'> & {
  /** The check digits that failed, by what they protect ("date of birth"). */
  failedChecks: string[];
  /** Whether the name field is full to its last character, so names may be cut short. */
  namesMayBeTruncated: boolean;
};

/** Reads the fields of a TD3 zone and validates its check digits with the `mrz` parser. */
export const readZone = (lines: [string, string], today = new Date()): ZoneRead => {
  const [first, second] = [conform(lines[0], line1Classes), conform(lines[1], line2Classes)];
  const result = parse([first, second]);
  const detail = (field: string) => result.details.find((item) => item.field === field);
  const failedChecks = Object.entries(checkDigitFields)
    .filter(([field]) => detail(field)?.valid === false)
    .map(([, label]) => label);
  const [surname = '', givenNames = ''] = first.slice(5).split('<<');
  const sexMark = second.charAt(20);
  return {
    documentNumber: second.slice(0, 9).replace(/<+$/g, ''),
    surname: surname.replace(/<+/g, ' ').trim(),
    givenNames: givenNames.replace(/<+/g, ' ').trim(),
    nationality: second.slice(10, 13).replace(/<+$/g, ''),
    birthDate: isoDateOf(second.slice(13, 19), 'birth', today),
    sex: sexMark === 'F' ? 'female' : sexMark === 'M' ? 'male' : 'unspecified',
    expiryDate: isoDateOf(second.slice(21, 27), 'expiry', today),
    checkDigitsValid: failedChecks.length === 0,
    failedChecks,
    namesMayBeTruncated: first.charAt(LINE_LENGTH - 1) !== '<',
  };
};
