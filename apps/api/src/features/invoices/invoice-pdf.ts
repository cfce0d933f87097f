import {
  formatDateIn,
  formatLocaleOf,
  formatMoney,
  type InterfaceLanguage,
  type InvoiceView,
} from '@visabridge/contract';
import { detailRows, letterhead, pageLeft, pageRight, renderPdf, type Sheet } from '../../lib/pdf';
import { rowHeight, tableHeader, tableRow, tableTotal } from '../../lib/pdf-table';
import { write } from '../../lib/pdf-writing';
import { invoiceTexts, type InvoiceTexts } from './invoice-texts';
import { periodLabel } from './list-invoices';

/**
 * The invoice's texts in the reader's language, and its money and dates in that language as the account's
 * region writes them (`locale`).
 */
type Writing = {
  texts: InvoiceTexts;
  money: (minor: number) => string;
  day: (iso: string) => string;
  locale: string;
};

const fullWidth = { x: pageLeft, width: pageRight - pageLeft };

/** Invoice number, period, dates and status, as label and value pairs. */
const details = (sheet: Sheet, invoice: InvoiceView, { texts, day, locale }: Writing, y: number) =>
  detailRows(
    sheet,
    [
      [texts.invoiceNumber, invoice.number],
      [texts.period, periodLabel(invoice.period, locale)],
      [texts.issued, day(invoice.issuedOn)],
      [texts.due, day(invoice.dueOn)],
      [texts.status, texts.statuses[invoice.status]],
    ],
    y,
  );

/** A new page naming the invoice it continues, with the table's column titles again. */
const continuationPage = (sheet: Sheet, invoice: InvoiceView, { texts }: Writing) => {
  sheet.doc.addPage();
  const top = sheet.doc.page.margins.top;
  write(sheet, texts.continued(invoice.number), top, { ...fullWidth, size: 9, color: '#555555' });
  return tableHeader(sheet, top + 20);
};

/** The closing line: when the invoice was paid, or by when it is (or was) due. */
const paymentNote = (invoice: InvoiceView, { texts, day }: Writing) => {
  if (invoice.status === 'paid') return invoice.paidAt ? texts.paidOn(day(invoice.paidAt)) : texts.paid;
  if (invoice.status === 'overdue') return texts.overdue(day(invoice.dueOn), invoice.number);
  return texts.dueBy(day(invoice.dueOn), invoice.number);
};

const draw = (sheet: Sheet, invoice: InvoiceView, companyName: string, writing: Writing) => {
  const { doc } = sheet;
  const bottom = doc.page.height - doc.page.margins.bottom - 40;
  letterhead(sheet, writing.texts.title);
  const billed = { x: pageLeft, width: 250 };
  write(sheet, writing.texts.billedTo, 120, { ...billed, color: '#555555' });
  const companyEnd = 134 + write(sheet, companyName, 134, { ...billed, weight: 'bold', size: 12 });
  let y = Math.max(details(sheet, invoice, writing, 120), companyEnd, 160) + 24;

  y = tableHeader(sheet, y);
  for (const item of invoice.lines) {
    const row = {
      reference: item.reference ?? '-',
      description: item.description,
      amount: writing.money(item.amount),
    };
    if (y + rowHeight(sheet, row) > bottom) y = continuationPage(sheet, invoice, writing);
    y = tableRow(sheet, y, row);
  }
  if (y + 60 > bottom) y = continuationPage(sheet, invoice, writing);
  tableTotal(sheet, y, writing.texts.total, writing.money(invoice.amount));
  write(sheet, paymentNote(invoice, writing), y + 40, { ...fullWidth, size: 9, color: '#555555' });
};

/**
 * The invoice as a PDF file: company, number, period, dates, one row per application and the total, written in
 * the reader's `language`, with dates and money in that language as the account's region (`regionLocale`, e.g.
 * en-GB) writes them.
 */
export const renderInvoicePdf = (
  invoice: InvoiceView,
  companyName: string,
  language: InterfaceLanguage,
  regionLocale: string,
) => {
  const texts = invoiceTexts[language];
  const locale = formatLocaleOf(language, regionLocale);
  const writing: Writing = {
    texts,
    money: (minor) => formatMoney(minor, invoice.currency, locale),
    day: (iso) => formatDateIn(locale, iso, 'short'),
    locale,
  };
  return renderPdf({ Title: texts.documentTitle(invoice.number), Subject: companyName }, language, (sheet) =>
    draw(sheet, invoice, companyName, writing),
  );
};
