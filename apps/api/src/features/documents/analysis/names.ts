/**
 * Names as a passport's machine-readable zone writes them (ICAO 9303 part 3): capitals A-Z only,
 * national characters transliterated, apostrophes dropped, hyphens and spaces as one separator.
 * Some characters have two accepted forms (Ä as AE or A), so a name yields every form it may take.
 */
const twoLetterForms: Record<string, string> = {
  Ä: 'AE',
  Å: 'AA',
  Æ: 'AE',
  Ö: 'OE',
  Ø: 'OE',
  Ü: 'UE',
  ß: 'SS',
  Þ: 'TH',
  Œ: 'OE',
  Ĳ: 'IJ',
};
const oneLetterForms: Record<string, string> = { Ð: 'D', Đ: 'D', Ł: 'L', Ħ: 'H', Ŧ: 'T', Ø: 'O', Æ: 'AE' };

const toZoneLetters = (name: string, forms: Record<string, string>) =>
  [...name.toUpperCase().replace(/['’`.,]/g, '')]
    .map((character) => forms[character] ?? character)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim();

export const zoneFormsOf = (name: string) =>
  new Set([toZoneLetters(name, twoLetterForms), toZoneLetters(name, oneLetterForms)]);

/**
 * Whether a name given in the application matches the zone's reading; a zone whose name field is
 * full may have cut the last names short, so then the zone's reading only has to start the name.
 */
export const isSameName = (given: string, read: string, mayBeTruncated: boolean) =>
  [...zoneFormsOf(given)].some((form) =>
    mayBeTruncated ? form.startsWith(read) && read.length > 0 : form === read,
  );
