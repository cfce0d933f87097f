// The days module alone: e2e loads this file without the contract's JSON-importing index.
import { dayOf } from '@visabridge/contract/days';
import sharp from 'sharp';

/**
 * Synthetic passport data pages (ICAO 9303 TD3) with known truth, for the analysis tests and the OCR
 * bench: varied fonts, sizes, slight rotations, blur and JPEG quality, long names cut by the zone,
 * broken check digits and expiries. The zone's check digits are computed here, independently of the
 * parser the product uses.
 */
export type PassportTruth = {
  documentNumber: string;
  surname: string;
  givenNames: string;
  nationality: string;
  birthDate: string;
  sex: 'female' | 'male' | 'unspecified';
  expiryDate: string;
  /** The check digit printed wrong on purpose, if any. */
  brokenCheck: 'document number' | 'date of birth' | 'expiry date' | 'whole zone' | null;
};

export type PageLook = {
  font: string;
  widthPx: number;
  rotationDegrees: number;
  blur: number;
  jpegQuality: number;
  /** Clean pages are straight, sharp and lightly compressed; the others are hard on purpose. */
  isClean: boolean;
};

export type SyntheticPassport = { truth: PassportTruth; look: PageLook; zone: [string, string] };

const weights = [7, 3, 1];
const valueOf = (character: string) => {
  if (character === '<') return 0;
  if (/\d/.test(character)) return Number(character);
  return character.charCodeAt(0) - 55;
};
export const checkDigitOf = (field: string) =>
  String(
    [...field].reduce((sum, character, index) => sum + valueOf(character) * (weights[index % 3] ?? 0), 0) %
      10,
  );

const yymmdd = (isoDate: string) => isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
const filled = (value: string, length: number) => value.padEnd(length, '<').slice(0, length);
const wrongDigit = (digit: string) => String((Number(digit) + 3) % 10);

/** The two zone lines for the truth, with the chosen check digit printed wrong. */
export const zoneOf = (truth: PassportTruth): [string, string] => {
  const names = `${truth.surname.replace(/ /g, '<')}<<${truth.givenNames.replace(/ /g, '<')}`;
  const line1 = `P<${filled(truth.nationality, 3)}${filled(names, 39)}`;
  const broken = (check: PassportTruth['brokenCheck'], digit: string) =>
    truth.brokenCheck === check ? wrongDigit(digit) : digit;
  const number = filled(truth.documentNumber, 9);
  const birth = yymmdd(truth.birthDate);
  const expiry = yymmdd(truth.expiryDate);
  const personal = filled('', 14);
  const numberCheck = broken('document number', checkDigitOf(number));
  const birthCheck = broken('date of birth', checkDigitOf(birth));
  const expiryCheck = broken('expiry date', checkDigitOf(expiry));
  const personalCheck = '<';
  const composite = checkDigitOf(
    `${number}${checkDigitOf(number)}${birth}${checkDigitOf(birth)}${expiry}${checkDigitOf(expiry)}${personal}${personalCheck}`,
  );
  const sex = { female: 'F', male: 'M', unspecified: '<' }[truth.sex];
  const line2 = `${number}${numberCheck}${filled(truth.nationality, 3)}${birth}${birthCheck}${sex}${expiry}${expiryCheck}${personal}${personalCheck}${broken('whole zone', composite)}`;
  return [line1, line2];
};

/** A small seeded generator, so the set is the same on every run. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

const surnames = [
  'ERIKSSON',
  'OKAFOR',
  'MUELLER',
  'NGUYEN',
  'GARCIA LOPEZ',
  'OBRIEN',
  'VAN DER BERG',
  'KOWALCZYK',
  'SMITH',
  'HERNANDEZ MARTINEZ DE LA CRUZ',
];
const givenNames = [
  'ANNA MARIA',
  'CHIDI',
  'JUERGEN',
  'THI HUONG',
  'JOSE',
  'SEAN PATRICK',
  'PIETER',
  'AGNIESZKA',
  'JOHN',
  'MARIA DE LOS ANGELES GUADALUPE',
];
const nationalities = ['SWE', 'NGA', 'D', 'VNM', 'ESP', 'IRL', 'NLD', 'POL', 'GBR', 'MEX', 'USA', 'IND'];
const fonts = ['DejaVu Sans Mono', 'Liberation Mono', 'Courier New', 'monospace'];

/** `count` passports with varied truth and looks; one in four has a broken check digit. */
export const syntheticPassports = (count: number, seed = 2026): SyntheticPassport[] => {
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const breaks: PassportTruth['brokenCheck'][] = [
    'document number',
    'date of birth',
    'expiry date',
    'whole zone',
  ];
  return Array.from({ length: count }, (_, index) => {
    const birth = new Date(
      Date.UTC(1950 + Math.floor(random() * 55), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    );
    const expiry = new Date(
      Date.UTC(2024 + Math.floor(random() * 11), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    );
    const truth: PassportTruth = {
      documentNumber: `${pick(['L', 'C', 'X', 'P', 'AB'])}${digits(7)}`.slice(0, 9),
      surname: pick(surnames),
      givenNames: pick(givenNames),
      nationality: pick(nationalities),
      birthDate: dayOf(birth),
      sex: pick(['female', 'male', 'male', 'female', 'unspecified'] as const),
      expiryDate: dayOf(expiry),
      brokenCheck: index % 4 === 3 ? (breaks[(index >> 2) % breaks.length] ?? null) : null,
    };
    const isClean = index % 3 !== 2;
    const look: PageLook = {
      font: fonts[index % fonts.length] ?? 'monospace',
      widthPx: 1000 + Math.floor(random() * 700),
      rotationDegrees: (random() * 2 - 1) * (isClean ? 0.8 : 2.5),
      blur: isClean ? 0.3 + random() * 0.3 : 0.8 + random() * 0.7,
      jpegQuality: isClean ? 75 + Math.floor(random() * 20) : 30 + Math.floor(random() * 30),
      isClean,
    };
    return { truth, look, zone: zoneOf(truth) };
  });
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The data page as a JPEG: header, photo box, printed fields, and the zone at the bottom. */
export const renderPassportPage = async ({ truth, look, zone }: SyntheticPassport) => {
  const width = look.widthPx;
  const height = Math.round(width * 0.7);
  const unit = width / 100;
  const field = (label: string, value: string, x: number, y: number) =>
    `<text x="${x * unit}" y="${y * unit}" font-family="DejaVu Sans" font-size="${1.6 * unit}" fill="#555">${label}</text>` +
    `<text x="${x * unit}" y="${(y + 2.8) * unit}" font-family="DejaVu Sans" font-size="${2.4 * unit}" fill="#111">${escape(value)}</text>`;
  const zoneSize = (width * 0.92) / 44 / 0.6;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#efe8d8"/>
  <text x="${4 * unit}" y="${6 * unit}" font-family="DejaVu Sans" font-weight="bold" font-size="${3.2 * unit}" fill="#2a3a6a">PASSPORT / PASSEPORT</text>
  <rect x="${4 * unit}" y="${10 * unit}" width="${22 * unit}" height="${29 * unit}" fill="#c9c2b4"/>
  ${field('Surname', truth.surname, 30, 12)}
  ${field('Given names', truth.givenNames, 30, 19)}
  ${field('Nationality', truth.nationality, 30, 26)}
  ${field('Date of birth', truth.birthDate, 30, 33)}
  ${field('Passport No.', truth.documentNumber, 70, 12)}
  ${field('Date of expiry', truth.expiryDate, 70, 33)}
  <text x="${4 * unit}" y="${height - 11 * unit}" font-family="${look.font}" font-size="${zoneSize}" xml:space="preserve" fill="#111">${escape(zone[0])}</text>
  <text x="${4 * unit}" y="${height - 4 * unit}" font-family="${look.font}" font-size="${zoneSize}" xml:space="preserve" fill="#111">${escape(zone[1])}</text>
</svg>`;
  return sharp(Buffer.from(svg))
    .rotate(look.rotationDegrees, { background: '#f6f3ee' })
    .blur(look.blur)
    .jpeg({ quality: look.jpegQuality })
    .toBuffer();
};

/** A one-page PDF as a scanner makes it: the page's picture embedded, or (`asText`) the zone as text. */
export const passportPdf = async (passport: SyntheticPassport, { asText = false } = {}) => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve) => doc.on('end', resolve));
  if (asText) doc.font('Courier').fontSize(9).text(passport.zone.join('\n'));
  else doc.image(await renderPassportPage(passport), { fit: [520, 400] });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
};
