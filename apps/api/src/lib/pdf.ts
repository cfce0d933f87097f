import type { InterfaceLanguage } from '@visabridge/contract';
import PDFDocument from 'pdfkit';
import { sharedPdfTexts } from './pdf-texts';
import { heightOf, pageLeft, pageRight, sheetOf, write, type Sheet } from './pdf-writing';

export { pageLeft, pageRight, type Sheet } from './pdf-writing';

/** A thin grey line across the page. */
export const rule = ({ doc }: Sheet, y: number) =>
  doc.moveTo(pageLeft, y).lineTo(pageRight, y).lineWidth(0.5).stroke('#999999');

const fullWidth = { x: pageLeft, width: pageRight - pageLeft };

/** VisaBridge's name where lines start and the document's title (INVOICE, RECEIPT) on the other side. */
export const letterhead = (sheet: Sheet, title: string) => {
  write(sheet, 'VisaBridge', 50, { ...fullWidth, weight: 'bold', size: 22 });
  write(sheet, sharedPdfTexts[sheet.language].tagline, 78, { ...fullWidth, size: 10, color: '#555555' });
  write(sheet, title, 52, { ...fullWidth, align: 'end', weight: 'bold', size: 18 });
};

const label = { x: 310, width: 120, weight: 'bold' } as const;
const value = { x: 430, width: pageRight - 430, align: 'end' } as const;

/** Label and value pairs in the half of the page where lines end, from `y`; returns where they end. */
export const detailRows = (sheet: Sheet, pairs: [label: string, value: string][], y: number) =>
  pairs.reduce((rowY, [labelText, text]) => {
    const name = `${labelText}${sharedPdfTexts[sheet.language].colon}`;
    const height = Math.max(heightOf(sheet, name, label), heightOf(sheet, text, value));
    write(sheet, name, rowY, label);
    write(sheet, text, rowY, value);
    return rowY + Math.max(height, 16);
  }, y);

/** Draws an A4 document for a reader of `language` and collects it into one buffer. */
export const renderPdf = (
  info: PDFKit.DocumentInfo,
  language: InterfaceLanguage,
  draw: (sheet: Sheet) => void,
) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      lang: language,
      info: { Author: 'VisaBridge', ...info },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(sheetOf(doc, language));
    doc.end();
  });
