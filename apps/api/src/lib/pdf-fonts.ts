import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts PDFs are drawn in, shipped by npm packages under the SIL Open Font Licence so that no system
 * font is needed: Noto Sans for Latin scripts, Noto Sans SC for Chinese, and IBM Plex Sans Arabic, whose
 * letters keep their dots (Noto's Arabic draws dots apart, so text copied or searched in the PDF came out wrong).
 */
const files = {
  'latin-regular': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'arabic-regular': '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
  'chinese-regular': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'chinese-bold': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontName = keyof typeof files;
export type Weight = 'regular' | 'bold';
type Family = 'latin' | 'arabic' | 'chinese';

const require = createRequire(import.meta.url);
const loaded = new Map<FontName, fontkit.Font>();

/** A font, read and parsed once per process (Noto Sans SC is 10 MB a weight) and shared by every document. */
export const fontNamed = (name: FontName): fontkit.Font => {
  const cached = loaded.get(name);
  if (cached) return cached;
  const font = fontkit.create(readFileSync(require.resolve(files[name])));
  if (!('layout' in font)) throw new Error(`${files[name]} is a font collection`);
  loaded.set(name, font);
  return font;
};

/** Arabic-script letters (not its digits or punctuation): they make a word read right to left. */
const rightToLeftLetter =
  /[\u0620-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff\u0750-\u077f\ufb50-\ufdfb\ufe70-\ufefc]/u;

export const hasRightToLeftLetter = (text: string) => rightToLeftLetter.test(text);

/** Chinese characters and their punctuation: the Chinese font draws them, and the Latin ones around them. */
const chineseCharacter = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** The families to try for `text`, best first. */
const familiesFor = (text: string): Family[] => {
  if (hasRightToLeftLetter(text)) return ['arabic', 'latin', 'chinese'];
  return chineseCharacter.test(text) ? ['chinese', 'latin', 'arabic'] : ['latin', 'chinese', 'arabic'];
};

/** The first font, by preference, that draws every character of `text`; the preferred one when none does. */
export const fontFor = (text: string, weight: Weight): FontName => {
  const codePoints = [...text.replace(/\s/gu, '')].map((character) => character.codePointAt(0) ?? 0);
  const names = familiesFor(text).map((family): FontName => `${family}-${weight}`);
  return (
    names.find((name) => codePoints.every((codePoint) => fontNamed(name).hasGlyphForCodePoint(codePoint))) ??
    names[0] ??
    'latin-regular'
  );
};
