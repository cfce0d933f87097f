import { formatDateIn, formatMoney, type FeesView, type PaymentView } from '@visabridge/contract';
import {
  detailRows,
  letterhead,
  pageLeft as left,
  pageRight as right,
  renderPdf,
  type Doc,
} from '../../lib/pdf';
import { tableHeader, tableRow, tableTotal, type TableRow } from '../../lib/pdf-table';
import { referenceNumberOf } from '../../domain/applications/views';

export type ReceiptPayment = PaymentView & {
  refundReason: string | null;
  /** An application's fees in the parts its answer showed; null for an invoice payment. */
  fees: FeesView | null;
};

/** The number a receipt is quoted by: the payment's reference. */
export const receiptNumberOf = (payment: Pick<PaymentView, 'id'>) => referenceNumberOf(payment.id);

/** The invoice's number, the trip's reference, or the application's reference. */
const paidFor = (payment: PaymentView) =>
  payment.invoiceNumber ?? payment.tripReference ?? payment.applicationReference ?? '-';

/** A trip's payment, traveller by traveller, each with their application's reference. */
const travellerRows = (payment: ReceiptPayment, locale: string): TableRow[] =>
  payment.lines.map((line) => ({
    reference: line.referenceNumber ?? '-',
    description: `${line.traveller}: ${line.description}`,
    amount: formatMoney(line.amount, payment.currency, locale),
  }));

/** The parts an application's fees came in (the government fee only when collected); one row otherwise. */
const rowsOf = (payment: ReceiptPayment, locale: string): TableRow[] => {
  if (payment.lines.length > 0) return travellerRows(payment, locale);
  const reference = paidFor(payment);
  const { fees } = payment;
  if (!fees) {
    return [
      {
        reference,
        description: payment.description,
        amount: formatMoney(payment.amount, payment.currency, locale),
      },
    ];
  }
  const money = (minor: number) => formatMoney(minor, fees.currency, locale);
  return [
    ...(fees.baseFee !== null && fees.baseFee > 0
      ? [
          {
            reference,
            description: 'Government (embassy) fee, collected for the embassy',
            amount: money(fees.baseFee),
          },
        ]
      : []),
    { reference, description: 'VisaBridge processing fee', amount: money(fees.processingFee) },
    { reference: '', description: 'VisaBridge service fee', amount: money(fees.serviceFee) },
  ];
};

/** What the receipt does not cover: a government fee paid to the embassy, known or not. */
const governmentFeeNote = ({ governmentFee }: FeesView, locale: string) => {
  if (!governmentFee)
    return 'Not included: the government (embassy) fee, which the embassy sets and you pay there.';
  if (governmentFee.isCollected) return null;
  const amount = formatMoney(governmentFee.amount, governmentFee.currency, locale);
  return `Not included: the government (embassy) fee of ${amount}, which you pay to the embassy.`;
};

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
  for (const row of rowsOf(payment, locale)) y = tableRow(doc, y, row);
  tableTotal(doc, y, 'Total paid', amount);
  y += 40;
  const governmentNote = payment.fees && governmentFeeNote(payment.fees, locale);
  if (governmentNote) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#000000')
      .text(governmentNote, left, y, { width: right - left });
    y += 30;
  }
  for (const line of payment.lines.filter(
    (candidate) => candidate.refundedAt && payment.status !== 'refunded',
  )) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
    const refunded = formatMoney(line.amount, payment.currency, locale);
    doc.text(`Refunded on ${dayOf(line.refundedAt)} for ${line.traveller}: ${refunded}`, left, y, {
      width: right - left,
    });
    y += 18;
  }
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
