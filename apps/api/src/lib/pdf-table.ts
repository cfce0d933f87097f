import { pageLeft, pageRight, rule, type Doc } from './pdf';

/** A reference, description and amount table, as invoices and receipts list what they cover. */
const columns = {
  reference: { x: pageLeft, width: 80 },
  description: { x: 140, width: 300 },
  amount: { x: 445, width: pageRight - 445 },
};
const rowGap = 6;

export type TableRow = { reference: string; description: string; amount: string };

/** The column titles; returns where the first row starts. */
export const tableHeader = (doc: Doc, y: number) => {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  doc.text('Reference', columns.reference.x, y, { width: columns.reference.width });
  doc.text('Description', columns.description.x, y, { width: columns.description.width });
  doc.text('Amount', columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  rule(doc, y + 16);
  return y + 22;
};

/** How tall a row is drawn, its longest cell wrapped in its column. */
export const rowHeight = (doc: Doc, row: TableRow) => {
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  return Math.max(
    doc.heightOfString(row.description, { width: columns.description.width }),
    doc.heightOfString(row.reference, { width: columns.reference.width }),
  );
};

/** Draws a row from `y`; returns where the next one starts. */
export const tableRow = (doc: Doc, y: number, row: TableRow) => {
  const height = rowHeight(doc, row);
  doc.text(row.reference, columns.reference.x, y, { width: columns.reference.width });
  doc.text(row.description, columns.description.x, y, { width: columns.description.width });
  doc.text(row.amount, columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  return y + height + rowGap;
};

/** A line under the rows and the labelled total beneath it. */
export const tableTotal = (doc: Doc, y: number, label: string, amount: string) => {
  rule(doc, y);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000');
  doc.text(label, columns.description.x, y + 8, { width: columns.description.width });
  doc.text(amount, columns.amount.x, y + 8, { width: columns.amount.width, align: 'right' });
};
