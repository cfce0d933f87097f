import type { InterfaceLanguage, InvoiceStatus } from '@visabridge/contract';

/** What an invoice says, in one language; values (dates, amounts, numbers) come in already written. */
export type InvoiceTexts = {
  title: string;
  documentTitle: (invoiceNumber: string) => string;
  billedTo: string;
  invoiceNumber: string;
  period: string;
  issued: string;
  due: string;
  status: string;
  statuses: Record<InvoiceStatus, string>;
  total: string;
  continued: (invoiceNumber: string) => string;
  paidOn: (day: string) => string;
  paid: string;
  overdue: (day: string, invoiceNumber: string) => string;
  dueBy: (day: string, invoiceNumber: string) => string;
};

export const invoiceTexts: Record<InterfaceLanguage, InvoiceTexts> = {
  en: {
    title: 'INVOICE',
    documentTitle: (number) => `Invoice ${number}`,
    billedTo: 'Billed to',
    invoiceNumber: 'Invoice number',
    period: 'Period',
    issued: 'Issued',
    due: 'Due',
    status: 'Status',
    statuses: { pending: 'Pending', overdue: 'Overdue', paid: 'Paid' },
    total: 'Total',
    continued: (number) => `${number} (continued)`,
    paidOn: (day) => `Paid on ${day}. Thank you.`,
    paid: 'Paid. Thank you.',
    overdue: (day, number) => `Overdue: payment was due by ${day}. Please pay now and quote ${number}.`,
    dueBy: (day, number) => `Payment is due by ${day}. Please quote ${number} with your payment.`,
  },
  es: {
    title: 'FACTURA',
    documentTitle: (number) => `Factura ${number}`,
    billedTo: 'Facturado a',
    invoiceNumber: 'Número de factura',
    period: 'Periodo',
    issued: 'Fecha de emisión',
    due: 'Vencimiento',
    status: 'Estado',
    statuses: { pending: 'Pendiente', overdue: 'Vencida', paid: 'Pagada' },
    total: 'Total',
    continued: (number) => `${number} (continuación)`,
    paidOn: (day) => `Pagada el ${day}. Muchas gracias.`,
    paid: 'Pagada. Muchas gracias.',
    overdue: (day, number) =>
      `Vencida: el pago debía realizarse a más tardar el ${day}. Le rogamos que la abone cuanto antes indicando la referencia ${number}.`,
    dueBy: (day, number) =>
      `El pago vence el ${day}. Le rogamos que indique la referencia ${number} al realizar el pago.`,
  },
  fr: {
    title: 'FACTURE',
    documentTitle: (number) => `Facture ${number}`,
    billedTo: 'Facturé à',
    invoiceNumber: 'Numéro de facture',
    period: 'Période',
    issued: 'Date d’émission',
    due: 'Échéance',
    status: 'Statut',
    statuses: { pending: 'En attente', overdue: 'En retard', paid: 'Payée' },
    total: 'Total',
    continued: (number) => `${number} (suite)`,
    paidOn: (day) => `Payée le ${day}. Merci.`,
    paid: 'Payée. Merci.',
    overdue: (day, number) =>
      `En retard : le paiement était dû au plus tard le ${day}. Merci de la régler dès maintenant en indiquant la référence ${number}.`,
    dueBy: (day, number) =>
      `Paiement dû au plus tard le ${day}. Merci d’indiquer la référence ${number} lors de votre paiement.`,
  },
  de: {
    title: 'RECHNUNG',
    documentTitle: (number) => `Rechnung ${number}`,
    billedTo: 'Rechnungsempfänger',
    invoiceNumber: 'Rechnungsnummer',
    period: 'Zeitraum',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    status: 'Status',
    statuses: { pending: 'Offen', overdue: 'Überfällig', paid: 'Bezahlt' },
    total: 'Gesamtbetrag',
    continued: (number) => `${number} (Fortsetzung)`,
    paidOn: (day) => `Bezahlt am ${day}. Vielen Dank.`,
    paid: 'Bezahlt. Vielen Dank.',
    overdue: (day, number) =>
      `Überfällig: Die Zahlung war bis zum ${day} fällig. Bitte zahlen Sie umgehend unter Angabe von ${number}.`,
    dueBy: (day, number) => `Zahlbar bis zum ${day}. Bitte geben Sie bei Ihrer Zahlung ${number} an.`,
  },
  zh: {
    title: '发票',
    documentTitle: (number) => `发票 ${number}`,
    billedTo: '开票对象',
    invoiceNumber: '发票编号',
    period: '账期',
    issued: '开具日期',
    due: '付款截止日',
    status: '状态',
    statuses: { pending: '待付款', overdue: '已逾期', paid: '已付款' },
    total: '合计',
    continued: (number) => `${number}（续）`,
    paidOn: (day) => `已于 ${day} 付款，谢谢！`,
    paid: '已付款，谢谢！',
    overdue: (day, number) => `已逾期：本发票应于 ${day} 前付款。请尽快付款，并注明发票编号 ${number}。`,
    dueBy: (day, number) => `请于 ${day} 前付款，并在付款时注明发票编号 ${number}。`,
  },
  // Each value stands before an Arabic word or ends the line: punctuation after a number would read out of place.
  ar: {
    title: 'فاتورة',
    documentTitle: (number) => `فاتورة ${number}`,
    billedTo: 'صادرة إلى',
    invoiceNumber: 'رقم الفاتورة',
    period: 'الفترة',
    issued: 'تاريخ الإصدار',
    due: 'تاريخ الاستحقاق',
    status: 'الحالة',
    statuses: { pending: 'بانتظار الدفع', overdue: 'متأخرة السداد', paid: 'مدفوعة' },
    total: 'الإجمالي',
    continued: (number) => `تتمة الفاتورة ${number}`,
    paidOn: (day) => `شكرًا لكم، تم الدفع بتاريخ ${day}`,
    paid: 'تم الدفع، شكرًا لكم.',
    overdue: (day, number) =>
      `متأخرة السداد: انقضى موعد الدفع في ${day} لذا يرجى السداد الآن وذكر الرقم ${number} عند الدفع.`,
    dueBy: (day, number) => `يرجى السداد في موعد أقصاه ${day} وذكر الرقم ${number} عند الدفع.`,
  },
};
