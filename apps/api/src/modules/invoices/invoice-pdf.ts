import { formatMoney, type InvoiceView } from '@visabridge/contract';
import PDFDocument from 'pdfkit';
import { periodLabel } from './list-invoices';

const left = 50;
const right = 545;
const columns = {
  reference: { x: left, width: 80 },
  description: { x: 140, width: 300 },
  amount: { x: 445, width: right - 445 },
};
const rowGap = 6;

type Doc = PDFKit.PDFDocument;

const line = (doc: Doc, y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#999999');

/** The column titles of the lines table; returns where the first row starts. */
const tableHeader = (doc: Doc, y: number) => {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  doc.text('Reference', columns.reference.x, y, { width: columns.reference.width });
  doc.text('Description', columns.description.x, y, { width: columns.description.width });
  doc.text('Amount', columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  line(doc, y + 16);
  return y + 22;
};

/** Invoice number, period, dates and status, as label and value pairs. */
const details = (doc: Doc, invoice: InvoiceView, y: number) => {
  const pairs = [
    ['Invoice number', invoice.number],
    ['Period', periodLabel(invoice.period)],
    ['Issued', invoice.issuedOn],
    ['Due', invoice.dueOn],
    ['Status', invoice.status === 'paid' ? 'Paid' : 'Pending'],
  ];
  pairs.forEach(([label, value], position) => {
    const rowY = y + position * 16;
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}:`, 340, rowY, { width: 95 });
    doc.font('Helvetica').text(value ?? '', 435, rowY, { width: right - 435, align: 'right' });
  });
  return y + pairs.length * 16;
};

/** A new page naming the invoice it continues, with the table's column titles again. */
const continuationPage = (doc: Doc, invoice: InvoiceView) => {
  doc.addPage();
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(`${invoice.number} (continued)`, left, doc.page.margins.top, { width: right - left });
  const y = tableHeader(doc, doc.page.margins.top + 20);
  doc.font('Helvetica').fontSize(10);
  return y;
};

const draw = (doc: Doc, invoice: InvoiceView, companyName: string) => {
  const bottom = doc.page.height - doc.page.margins.bottom - 40;
  doc.font('Helvetica-Bold').fontSize(22).text('VisaBridge', left, 50);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Visa application services', left, 76);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000');
  doc.text('INVOICE', left, 50, { width: right - left, align: 'right' });

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Billed to', left, 120);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(companyName, left, 134, { width: 280 });
  let y = Math.max(details(doc, invoice, 120), 160) + 24;

  y = tableHeader(doc, y);
  doc.font('Helvetica').fontSize(10);
  for (const item of invoice.lines) {
    const height = Math.max(
      doc.heightOfString(item.description, { width: columns.description.width }),
      doc.heightOfString(item.reference ?? '-', { width: columns.reference.width }),
    );
    if (y + height > bottom) y = continuationPage(doc, invoice);
    doc.text(item.reference ?? '-', columns.reference.x, y, { width: columns.reference.width });
    doc.text(item.description, columns.description.x, y, { width: columns.description.width });
    doc.text(formatMoney(item.amount, invoice.currency), columns.amount.x, y, {
      width: columns.amount.width,
      align: 'right',
    });
    y += height + rowGap;
  }
  if (y + 60 > bottom) y = continuationPage(doc, invoice);
  line(doc, y);
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text('Total', columns.description.x, y + 8, { width: columns.description.width });
  doc.text(formatMoney(invoice.amount, invoice.currency), columns.amount.x, y + 8, {
    width: columns.amount.width,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(
    `Payment is due by ${invoice.dueOn}. Please quote ${invoice.number} with your payment.`,
    left,
    y + 40,
    {
      width: right - left,
    },
  );
};

/** The invoice as a PDF file: company, number, period, dates, one row per application and the total. */
export const renderInvoicePdf = (invoice: InvoiceView, companyName: string) =>
  new Promise<Buffer>((resolve, reject) => {
    // Uncompressed streams keep the text searchable by tests; invoices are small either way.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      compress: false,
      info: { Title: `Invoice ${invoice.number}`, Author: 'VisaBridge', Subject: companyName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, invoice, companyName);
    doc.end();
  });
