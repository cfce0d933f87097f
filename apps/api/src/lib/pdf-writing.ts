import { isRightToLeft, type InterfaceLanguage } from '@visabridge/contract';
import { fontFor, fontNamed, hasRightToLeftLetter, type FontName, type Weight } from './pdf-fonts';

export type Doc = PDFKit.PDFDocument;

/** A document being drawn for a reader: in Arabic, the layout mirrors and lines read right to left. */
export type Sheet = { doc: Doc; language: InterfaceLanguage; isRightToLeft: boolean };

export const sheetOf = (doc: Doc, language: InterfaceLanguage): Sheet => ({
  doc,
  language,
  isRightToLeft: isRightToLeft(language),
});

/** The printable width of an A4 page with 50 pt margins. */
export const pageLeft = 50;
export const pageRight = 545;

/**
 * Where a text goes, as laid out for a left-to-right reader (`x` from the left, `start` the side a line
 * begins on); a right-to-left sheet mirrors it.
 */
export type Box = {
  x: number;
  width: number;
  align?: 'start' | 'end';
  weight?: Weight;
  size?: number;
  color?: string;
};

/** Invisible direction marks (Intl writes some in Arabic): the fonts have no glyph for them. */
const withoutDirectionMarks = (text: string) =>
  text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');

const registered = new WeakMap<Doc, Set<FontName>>();

/** Switches to `font`, embedding it in this document on first use. */
const useFont = (doc: Doc, font: FontName, size: number) => {
  const fonts = registered.get(doc) ?? new Set<FontName>();
  registered.set(doc, fonts);
  if (!fonts.has(font)) {
    // pdfkit (0.20) also takes a parsed fontkit font, which its types do not list: parsed once, not per document.
    doc.registerFont(font, fontNamed(font) as unknown as Buffer);
    fonts.add(font);
  }
  return doc.font(font).fontSize(size);
};

/** The box's left edge and alignment on the page, mirrored for a right-to-left sheet. */
const placed = (sheet: Sheet, box: Box) => {
  const startsLeft = (box.align ?? 'start') === 'start' ? !sheet.isRightToLeft : sheet.isRightToLeft;
  const x = sheet.isRightToLeft ? pageLeft + pageRight - box.x - box.width : box.x;
  return { x, align: startsLeft ? ('left' as const) : ('right' as const) };
};

type Word = { text: string; font: FontName; width: number; direction: 'ltr' | 'rtl' };

/** Lines drawn word by word leave this much between lines, and the baseline this far below a line's top. */
const lineHeightOf = (size: number) => size * 1.5;
const baselineOf = (size: number) => size * 1.1;

/**
 * The words of `text` (split at plain spaces only: a no-break space holds an amount together), each in a font
 * that draws it. Numbers read left to right; punctuation alone takes the direction of the word before it.
 */
const wordsOf = (sheet: Sheet, text: string, weight: Weight, size: number): Word[] => {
  let previous: Word['direction'] | null = null;
  const words = text
    .split(/[ \t\n]+/u)
    .filter(Boolean)
    .map((word) => {
      const direction: Word['direction'] | null = hasRightToLeftLetter(word)
        ? 'rtl'
        : /[\p{L}\p{N}]/u.test(word)
          ? 'ltr'
          : previous;
      previous = direction ?? previous;
      const font = fontFor(word, weight);
      return { text: word, font, width: useFont(sheet.doc, font, size).widthOfString(word), direction };
    });
  const first = words.find((word) => word.direction)?.direction ?? 'ltr';
  return words.map((word) => ({ ...word, direction: word.direction ?? first }));
};

/** Breaks words into lines no wider than `width` (a word wider than that gets a line of its own). */
const linesOf = (words: Word[], width: number, space: number) => {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  for (const word of words) {
    const needed = line.length === 0 ? word.width : used + space + word.width;
    if (line.length > 0 && needed > width) {
      lines.push(line);
      line = [word];
      used = word.width;
    } else {
      line.push(word);
      used = needed;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
};

/** A line's words from left to right: runs of one direction, ordered as the paragraph reads. */
const visualOrder = (line: Word[], paragraph: Word['direction']) => {
  const runs: Word[][] = [];
  for (const word of line) {
    const run = runs.at(-1);
    if (run && run[0]?.direction === word.direction) run.push(word);
    else runs.push([word]);
  }
  const ordered = paragraph === 'rtl' ? runs.reverse() : runs;
  return ordered.flatMap((run) => (run[0]?.direction === 'rtl' ? [...run].reverse() : run));
};

/** Whether `text` is laid out word by word here, rather than by pdfkit, which knows no right-to-left. */
const needsBidi = (sheet: Sheet, text: string) => sheet.isRightToLeft || hasRightToLeftLetter(text);

const paragraphOf = (sheet: Sheet, text: string, box: Box) => {
  const size = box.size ?? 10;
  const words = wordsOf(sheet, text, box.weight ?? 'regular', size);
  const space = useFont(sheet.doc, `latin-${box.weight ?? 'regular'}`, size).widthOfString(' ');
  const firstStrong = words.find((word) => /\p{L}/u.test(word.text))?.direction ?? 'ltr';
  const direction = sheet.isRightToLeft ? 'rtl' : firstStrong;
  return { size, space, direction, lines: linesOf(words, box.width, space) };
};

/** How tall `text` is drawn in `box`. */
export const heightOf = (sheet: Sheet, text: string, box: Box) => {
  const clean = withoutDirectionMarks(text);
  const size = box.size ?? 10;
  if (needsBidi(sheet, clean)) return paragraphOf(sheet, clean, box).lines.length * lineHeightOf(size);
  useFont(sheet.doc, fontFor(clean, box.weight ?? 'regular'), size);
  return sheet.doc.heightOfString(clean, { width: box.width });
};

/**
 * Writes `text` in `box` from `y`, wrapped to its width, in fonts that draw its scripts; Arabic reads right to
 * left with the numbers, codes and Latin names inside it left to right. Returns how tall it was drawn.
 */
export const write = (sheet: Sheet, text: string, y: number, box: Box) => {
  const { doc } = sheet;
  const clean = withoutDirectionMarks(text);
  const { x, align } = placed(sheet, box);
  doc.fillColor(box.color ?? '#000000');
  if (!needsBidi(sheet, clean)) {
    useFont(doc, fontFor(clean, box.weight ?? 'regular'), box.size ?? 10);
    doc.text(clean, x, y, { width: box.width, align });
    return doc.heightOfString(clean, { width: box.width });
  }
  const { size, space, direction, lines } = paragraphOf(sheet, clean, box);
  lines.forEach((line, index) => {
    const words = visualOrder(line, direction);
    const lineWidth = words.reduce((sum, word) => sum + word.width, 0) + space * (words.length - 1);
    let left = align === 'left' ? x : x + box.width - lineWidth;
    const baseline = y + index * lineHeightOf(size) + baselineOf(size);
    for (const word of words) {
      useFont(doc, word.font, size).text(word.text, left, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
      left += word.width + space;
    }
  });
  return lines.length * lineHeightOf(size);
};
