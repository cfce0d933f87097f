import { formatDateIn, formatMoney, invoiceStatusLabels, type InvoiceView } from '@visabridge/contract';
import {
  detailRows,
  letterhead,
  pageLeft as left,
  pageRight as right,
  renderPdf,
  type Doc,
} from '../../lib/pdf';
import { rowHeight, tableHeader, tableRow, tableTotal } from '../../lib/pdf-table';
import { periodLabel } from './list-invoices';

/** Invoice number, period, dates and status, as label and value pairs. */
const details = (doc: Doc, invoice: InvoiceView, locale: string, y: number) =>
  detailRows(
    doc,
    [
      ['Invoice number', invoice.number],
      ['Period', periodLabel(invoice.period, locale)],
      ['Issued', formatDateIn(locale, invoice.issuedOn, 'short')],
      ['Due', formatDateIn(locale, invoice.dueOn, 'short')],
      ['Status', invoiceStatusLabels[invoice.status]],
    ],
    y,
  );

/** A new page naming the invoice it continues, with the table's column titles again. */
const continuationPage = (doc: Doc, invoice: InvoiceView) => {
  doc.addPage();
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(`${invoice.number} (continued)`, left, doc.page.margins.top, { width: right - left });
  return tableHeader(doc, doc.page.margins.top + 20);
};

/** The closing line: when the invoice was paid, or by when it is (or was) due. */
const paymentNote = (invoice: InvoiceView, locale: string) => {
  const day = (value: string) => formatDateIn(locale, value, 'short');
  if (invoice.status === 'paid')
    return invoice.paidAt ? `Paid on ${day(invoice.paidAt)}. Thank you.` : 'Paid. Thank you.';
  if (invoice.status === 'overdue')
    return `Overdue: payment was due by ${day(invoice.dueOn)}. Please pay now and quote ${invoice.number}.`;
  return `Payment is due by ${day(invoice.dueOn)}. Please quote ${invoice.number} with your payment.`;
};

const draw = (doc: Doc, invoice: InvoiceView, companyName: string, locale: string) => {
  const bottom = doc.page.height - doc.page.margins.bottom - 40;
  letterhead(doc, 'INVOICE');

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Billed to', left, 120);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(companyName, left, 134, { width: 280 });
  let y = Math.max(details(doc, invoice, locale, 120), 160) + 24;

  y = tableHeader(doc, y);
  for (const item of invoice.lines) {
    const row = {
      reference: item.reference ?? '-',
      description: item.description,
      amount: formatMoney(item.amount, invoice.currency, locale),
    };
    if (y + rowHeight(doc, row) > bottom) y = continuationPage(doc, invoice);
    y = tableRow(doc, y, row);
  }
  if (y + 60 > bottom) y = continuationPage(doc, invoice);
  tableTotal(doc, y, 'Total', formatMoney(invoice.amount, invoice.currency, locale));
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(paymentNote(invoice, locale), left, y + 40, { width: right - left });
};

/** The invoice as a PDF file: company, number, period, dates, one row per application and the total, in the reader's locale. */
export const renderInvoicePdf = (invoice: InvoiceView, companyName: string, locale: string) =>
  renderPdf({ Title: `Invoice ${invoice.number}`, Subject: companyName }, (doc) =>
    draw(doc, invoice, companyName, locale),
  );
