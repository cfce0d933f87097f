import { formatDateIn, formatMoney, type PaymentView } from '@visabridge/contract';
import {
  detailRows,
  letterhead,
  pageLeft as left,
  pageRight as right,
  renderPdf,
  type Doc,
} from '../../lib/pdf';
import { tableHeader, tableRow, tableTotal } from '../../lib/pdf-table';
import { referenceNumberOf } from '../applications/views';

export type ReceiptPayment = PaymentView & { refundReason: string | null };

/** The number a receipt is quoted by: the payment's reference. */
export const receiptNumberOf = (payment: Pick<PaymentView, 'id'>) => referenceNumberOf(payment.id);

/** The invoice's number, or the application's reference. */
const paidFor = (payment: PaymentView) => payment.invoiceNumber ?? payment.applicationReference ?? '-';

const draw = (doc: Doc, payment: ReceiptPayment, locale: string) => {
  const amount = formatMoney(payment.amount, payment.currency, locale);
  const dayOf = (iso: string | null) => (iso ? formatDateIn(locale, iso, 'short') : '-');
  letterhead(doc, 'RECEIPT');
  if (payment.mode === 'test') {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#b00020');
    doc.text('TEST MODE: no real card was charged and no money moved.', left, 98, { width: right - left });
  }
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Paid by', left, 124);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000000')
    .text(payment.payerName, left, 138, { width: 280 });
  doc.font('Helvetica').fontSize(10).text(payment.payerEmail, left, 154, { width: 280 });
  let y = detailRows(
    doc,
    [
      ['Receipt number', receiptNumberOf(payment)],
      ['Date', dayOf(payment.processedAt)],
      ['Method', payment.method],
      ['Mode', payment.mode === 'test' ? 'Test mode' : 'Live (Stripe)'],
      ['Status', payment.status === 'refunded' ? 'Refunded' : 'Paid'],
    ],
    124,
  );
  y = tableHeader(doc, y + 24);
  y = tableRow(doc, y, { reference: paidFor(payment), description: payment.description, amount });
  tableTotal(doc, y, 'Total paid', amount);
  y += 40;
  if (payment.status === 'refunded') {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
    doc.text(`Refunded on ${dayOf(payment.refundedAt)}: ${amount}`, left, y, { width: right - left });
    if (payment.refundReason)
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`Reason: ${payment.refundReason}`, left, y + 18, { width: right - left });
  }
};

/**
 * A completed or refunded payment as a PDF receipt: payer, what it paid for, amount, method and mode,
 * with dates and money written in the reader's locale.
 */
export const renderReceiptPdf = (payment: ReceiptPayment, locale: string) =>
  renderPdf({ Title: `Receipt ${receiptNumberOf(payment)}`, Subject: payment.description }, (doc) =>
    draw(doc, payment, locale),
  );
