import { pageLeft, pageRight, rule, type Sheet } from './pdf';
import { sharedPdfTexts } from './pdf-texts';
import { heightOf, write } from './pdf-writing';

/** A reference, description and amount table, as invoices and receipts list what they cover. */
const columns = {
  reference: { x: pageLeft, width: 85 },
  description: { x: 140, width: 300 },
  amount: { x: 445, width: pageRight - 445, align: 'end' },
} as const;
const rowGap = 6;

export type TableRow = { reference: string; description: string; amount: string };

/** The column titles; returns where the first row starts. */
export const tableHeader = (sheet: Sheet, y: number) => {
  const titles = sharedPdfTexts[sheet.language];
  const bold = { weight: 'bold' } as const;
  write(sheet, titles.reference, y, { ...columns.reference, ...bold });
  write(sheet, titles.description, y, { ...columns.description, ...bold });
  write(sheet, titles.amount, y, { ...columns.amount, ...bold });
  rule(sheet, y + 18);
  return y + 24;
};

/** How tall a row is drawn, its longest cell wrapped in its column. */
export const rowHeight = (sheet: Sheet, row: TableRow) =>
  Math.max(
    heightOf(sheet, row.description, columns.description),
    heightOf(sheet, row.reference, columns.reference),
  );

/** Draws a row from `y`; returns where the next one starts. */
export const tableRow = (sheet: Sheet, y: number, row: TableRow) => {
  const height = rowHeight(sheet, row);
  write(sheet, row.reference, y, columns.reference);
  write(sheet, row.description, y, columns.description);
  write(sheet, row.amount, y, columns.amount);
  return y + height + rowGap;
};

/** A line under the rows and the labelled total beneath it. */
export const tableTotal = (sheet: Sheet, y: number, label: string, amount: string) => {
  rule(sheet, y);
  const bold = { weight: 'bold', size: 12 } as const;
  write(sheet, label, y + 8, { ...columns.description, ...bold });
  write(sheet, amount, y + 8, { ...columns.amount, ...bold });
};
