import instrumentLatinExt from '@fontsource-variable/instrument-sans/files/instrument-sans-latin-ext-wght-normal.woff2?url';
import instrumentLatin from '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import flagFontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url';

const latin =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const latinExt =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

/**
 * Inter and Instrument Sans as variable fonts (one file per script for every weight). `optional`: a font
 * that has not arrived by first paint (index.html preloads the Latin files, see vite.config.ts) is not swapped in later, so text
 * never moves; the next page, with the font cached, uses it.
 */
const textFace = (family: string, url: string, unicodeRange: string) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: 100 900;
  font-display: optional;
  src: url("${url}") format("woff2");
  unicode-range: ${unicodeRange};
}`;

/**
 * Country flags drawn the same everywhere: Windows and many Linux desktops show flag emoji as two letters.
 * The font holds flag glyphs only (unicode-range), so the browser downloads it once a flag is on screen.
 */
const flagFont = 'Twemoji Country Flags';
const flagFace = `@font-face {
  font-family: "${flagFont}";
  src: url("${flagFontUrl}") format("woff2");
  unicode-range: U+1F1E6-1F1FF, U+1F3F4, U+E0062-E0063, U+E0065, U+E0067, U+E006C, U+E006E, U+E0073-E0074,
    U+E0077, U+E007F;
  font-display: swap;
}`;

/** A font's vertical metrics and average Latin glyph width, in its own units (capsize's metrics collection). */
type Metrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };
type StandIn = { unitsPerEm: number; xWidthAvg: number; names: string[] };

const arial: StandIn = { unitsPerEm: 2048, xWidthAvg: 913, names: ['Arial', 'ArialMT', 'Liberation Sans'] };
const arialBold: StandIn = {
  unitsPerEm: 2048,
  xWidthAvg: 983,
  names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
};
const interMetrics = { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0 };
const instrumentMetrics = { unitsPerEm: 1000, ascent: 970, descent: -250, lineGap: 0 };

/**
 * A local font (Arial, or the metric-compatible Liberation Sans) scaled to take the room the web font will
 * take: same average width, same ascent and descent. Text shown in it before the web font arrives keeps its
 * line breaks and height when the web font replaces it, so nothing below it moves.
 */
const standInFace = (family: string, weight: string, font: Metrics, standIn: StandIn) => {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (standIn.xWidthAvg / standIn.unitsPerEm);
  const share = (value: number) => `${((value / (font.unitsPerEm * sizeAdjust)) * 100).toFixed(2)}%`;
  return `@font-face {
  font-family: "${family}";
  font-weight: ${weight};
  src: ${standIn.names.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;
  ascent-override: ${share(font.ascent)};
  descent-override: ${share(-font.descent)};
  line-gap-override: ${share(font.lineGap)};
}`;
};

const interStandIn = 'Inter Fallback';
const instrumentStandIn = 'Instrument Sans Fallback';

export const fontFaces = [
  textFace('Inter Variable', interLatin, latin),
  textFace('Inter Variable', interLatinExt, latinExt),
  textFace('Instrument Sans Variable', instrumentLatin, latin),
  textFace('Instrument Sans Variable', instrumentLatinExt, latinExt),
  standInFace(interStandIn, '100 549', { ...interMetrics, xWidthAvg: 978 }, arial),
  standInFace(interStandIn, '550 900', { ...interMetrics, xWidthAvg: 1008 }, arialBold),
  standInFace(instrumentStandIn, '100 549', { ...instrumentMetrics, xWidthAvg: 458 }, arial),
  standInFace(instrumentStandIn, '550 900', { ...instrumentMetrics, xWidthAvg: 478 }, arialBold),
  flagFace,
].join('\n');

export const headingFont = `"${flagFont}", "Instrument Sans Variable", "${instrumentStandIn}", "Inter Variable", system-ui, sans-serif`;
export const bodyFont = `"${flagFont}", "Inter Variable", "${interStandIn}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
