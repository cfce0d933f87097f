import { describe, expect, it, vi } from 'vitest';
import type { InterfaceLanguage } from '@visabridge/contract';
import { renderPdf } from './pdf';
import { pageLeft, pageRight, write } from './pdf-writing';

/** Each piece of text drawn, with where it starts from the left, as `write` hands them to pdfkit. */
const piecesOf = async (language: InterfaceLanguage, text: string) => {
  const pieces: { text: string; x: number }[] = [];
  await renderPdf({}, language, (sheet) => {
    const draw = sheet.doc.text.bind(sheet.doc);
    vi.spyOn(sheet.doc, 'text').mockImplementation(((piece: string, x: number, ...rest: never[]) => {
      pieces.push({ text: piece, x });
      return draw(piece, x, ...rest);
    }) as never);
    write(sheet, text, 100, { x: pageLeft, width: pageRight - pageLeft });
  });
  return pieces;
};

const xOf = (pieces: { text: string; x: number }[], text: string) => {
  const piece = pieces.find((candidate) => candidate.text === text);
  if (!piece) throw new Error(`"${text}" not drawn: ${pieces.map((each) => each.text).join(' | ')}`);
  return piece.x;
};

describe('writing a line of a PDF', () => {
  it('lays Arabic words from right to left, starting at the right margin', async () => {
    const pieces = await piecesOf('ar', 'رقم الإيصال');
    expect(xOf(pieces, 'رقم')).toBeGreaterThan(xOf(pieces, 'الإيصال'));
    expect(xOf(pieces, 'رقم')).toBeGreaterThan(pageRight - 60);
  });

  it('keeps an amount, a date and a name left to right inside an Arabic sentence', async () => {
    const pieces = await piecesOf('ar', 'تم رد $25.00 إلى Maya Chen بتاريخ 12 Jan 2026');
    const order = ['تم', 'رد', '$25.00', 'إلى', 'Maya', 'بتاريخ', '12'].map((text) => xOf(pieces, text));
    // Each piece in reading order stands left of the one before it, except inside a left-to-right run.
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(xOf(pieces, 'Maya')).toBeLessThan(xOf(pieces, 'Chen'));
    expect(xOf(pieces, '12')).toBeLessThan(xOf(pieces, 'Jan'));
    expect(xOf(pieces, 'Jan')).toBeLessThan(xOf(pieces, '2026'));
  });

  it('writes other languages from the left margin, as pdfkit lays them out', async () => {
    const pieces = await piecesOf('es', 'Total pagado');
    expect(pieces[0]?.x).toBeCloseTo(pageLeft, 0);
  });
});
