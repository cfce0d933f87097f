import {
  formatDateIn,
  formatLocaleOf,
  formatMoney,
  type FeesView,
  type InterfaceLanguage,
  type PaymentView,
} from '@visabridge/contract';
import { detailRows, letterhead, pageLeft, pageRight, renderPdf, type Sheet } from '../../lib/pdf';
import { tableHeader, tableRow, tableTotal, type TableRow } from '../../lib/pdf-table';
import { write } from '../../lib/pdf-writing';
import { referenceNumberOf } from '../../domain/applications/views';
import { receiptTexts, type ReceiptTexts } from './receipt-texts';

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

/** The receipt's texts in the reader's language, and its money and dates written for the account's region. */
type Writing = {
  texts: ReceiptTexts;
  money: (minor: number, currency: string) => string;
  day: (iso: string | null) => string;
};

/** A trip's payment, traveller by traveller, each with their application's reference. */
const travellerRows = (payment: ReceiptPayment, { money }: Writing): TableRow[] =>
  payment.lines.map((line) => ({
    reference: line.referenceNumber ?? '-',
    description: `${line.traveller}: ${line.description}`,
    amount: money(line.amount, payment.currency),
  }));

/** The parts an application's fees came in (the government fee only when collected); one row otherwise. */
const rowsOf = (payment: ReceiptPayment, writing: Writing): TableRow[] => {
  if (payment.lines.length > 0) return travellerRows(payment, writing);
  const reference = paidFor(payment);
  const { fees } = payment;
  const { texts, money } = writing;
  if (!fees)
    return [{ reference, description: payment.description, amount: money(payment.amount, payment.currency) }];
  return [
    ...(fees.baseFee !== null && fees.baseFee > 0
      ? [{ reference, description: texts.governmentFeeCollected, amount: money(fees.baseFee, fees.currency) }]
      : []),
    { reference, description: texts.processingFee, amount: money(fees.processingFee, fees.currency) },
    { reference: '', description: texts.serviceFee, amount: money(fees.serviceFee, fees.currency) },
  ];
};

/** What the receipt does not cover: a government fee paid to the embassy, known or not. */
const governmentFeeNote = ({ governmentFee }: FeesView, { texts, money }: Writing) => {
  if (!governmentFee) return texts.governmentFeeUnknown;
  if (governmentFee.isCollected) return null;
  return texts.governmentFeeToPay(money(governmentFee.amount, governmentFee.currency));
};

const fullWidth = { x: pageLeft, width: pageRight - pageLeft };

/** The refunds: each traveller's line refunded on its own, or the whole payment with its reason. */
const refunds = (sheet: Sheet, payment: ReceiptPayment, { texts, money, day }: Writing, from: number) => {
  let y = from;
  const bold = { ...fullWidth, weight: 'bold', size: 11 } as const;
  const amount = money(payment.amount, payment.currency);
  for (const line of payment.lines.filter(
    (candidate) => candidate.refundedAt && payment.status !== 'refunded',
  )) {
    const refunded = money(line.amount, payment.currency);
    y += write(sheet, texts.travellerRefunded(day(line.refundedAt), line.traveller, refunded), y, bold) + 4;
  }
  if (payment.status === 'refunded') {
    y += write(sheet, texts.paymentRefunded(day(payment.refundedAt), amount), y, bold) + 2;
    if (payment.refundReason) write(sheet, texts.reason(payment.refundReason), y, fullWidth);
  }
};

const draw = (sheet: Sheet, payment: ReceiptPayment, writing: Writing) => {
  const { texts, money, day } = writing;
  letterhead(sheet, texts.title);
  if (payment.mode === 'test')
    write(sheet, texts.testMode, 98, { ...fullWidth, weight: 'bold', size: 11, color: '#b00020' });
  const payer = { x: pageLeft, width: 250 };
  write(sheet, texts.paidBy, 124, { ...payer, color: '#555555' });
  const nameHeight = write(sheet, payment.payerName, 138, { ...payer, weight: 'bold', size: 12 });
  const payerEnd = 138 + nameHeight + write(sheet, payment.payerEmail, 138 + nameHeight, payer);
  const detailsEnd = detailRows(
    sheet,
    [
      [texts.receiptNumber, receiptNumberOf(payment)],
      [texts.date, day(payment.processedAt)],
      [texts.method, payment.method],
      [texts.mode, payment.mode === 'test' ? texts.testModeName : texts.liveModeName],
      [texts.status, payment.status === 'refunded' ? texts.refunded : texts.paid],
    ],
    124,
  );
  let y = tableHeader(sheet, Math.max(detailsEnd, payerEnd) + 24);
  for (const row of rowsOf(payment, writing)) y = tableRow(sheet, y, row);
  tableTotal(sheet, y, texts.totalPaid, money(payment.amount, payment.currency));
  y += 40;
  const governmentNote = payment.fees && governmentFeeNote(payment.fees, writing);
  if (governmentNote) y += write(sheet, governmentNote, y, fullWidth) + 14;
  refunds(sheet, payment, writing, y);
};

/**
 * A completed or refunded payment as a PDF receipt: payer, what it paid for, amount, method and mode, written
 * in the reader's `language`, with dates and money in that language as the account's region (`regionLocale`, e.g.
 * en-GB) writes them.
 */
export const renderReceiptPdf = (
  payment: ReceiptPayment,
  language: InterfaceLanguage,
  regionLocale: string,
) => {
  const texts = receiptTexts[language];
  const locale = formatLocaleOf(language, regionLocale);
  const writing: Writing = {
    texts,
    money: (minor, currency) => formatMoney(minor, currency, locale),
    day: (iso) => (iso ? formatDateIn(locale, iso, 'short') : '-'),
  };
  return renderPdf(
    { Title: texts.documentTitle(receiptNumberOf(payment)), Subject: payment.description },
    language,
    (sheet) => draw(sheet, payment, writing),
  );
};
