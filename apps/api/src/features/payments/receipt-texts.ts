import type { InterfaceLanguage } from '@visabridge/contract';

/** What a receipt says, in one language; values (dates, amounts, names) come in already written. */
export type ReceiptTexts = {
  title: string;
  documentTitle: (receiptNumber: string) => string;
  testMode: string;
  paidBy: string;
  receiptNumber: string;
  date: string;
  method: string;
  mode: string;
  testModeName: string;
  liveModeName: string;
  status: string;
  paid: string;
  refunded: string;
  governmentFeeCollected: string;
  processingFee: string;
  serviceFee: string;
  totalPaid: string;
  governmentFeeUnknown: string;
  governmentFeeToPay: (amount: string) => string;
  travellerRefunded: (day: string, traveller: string, amount: string) => string;
  paymentRefunded: (day: string, amount: string) => string;
  reason: (reason: string) => string;
};

export const receiptTexts: Record<InterfaceLanguage, ReceiptTexts> = {
  en: {
    title: 'RECEIPT',
    documentTitle: (number) => `Receipt ${number}`,
    testMode: 'TEST MODE: no real card was charged and no money moved.',
    paidBy: 'Paid by',
    receiptNumber: 'Receipt number',
    date: 'Date',
    method: 'Method',
    mode: 'Mode',
    testModeName: 'Test mode',
    liveModeName: 'Live (Stripe)',
    status: 'Status',
    paid: 'Paid',
    refunded: 'Refunded',
    governmentFeeCollected: 'Government (embassy) fee, collected for the embassy',
    processingFee: 'VisaBridge processing fee',
    serviceFee: 'VisaBridge service fee',
    totalPaid: 'Total paid',
    governmentFeeUnknown:
      'Not included: the government (embassy) fee, which the embassy sets and you pay there.',
    governmentFeeToPay: (amount) =>
      `Not included: the government (embassy) fee of ${amount}, which you pay to the embassy.`,
    travellerRefunded: (day, traveller, amount) => `Refunded on ${day} for ${traveller}: ${amount}`,
    paymentRefunded: (day, amount) => `Refunded on ${day}: ${amount}`,
    reason: (reason) => `Reason: ${reason}`,
  },
  es: {
    title: 'RECIBO',
    documentTitle: (number) => `Recibo ${number}`,
    testMode: 'MODO DE PRUEBA: no se ha cargado ninguna tarjeta real ni se ha movido dinero.',
    paidBy: 'Pagado por',
    receiptNumber: 'Número de recibo',
    date: 'Fecha',
    method: 'Forma de pago',
    mode: 'Modo',
    testModeName: 'Modo de prueba',
    liveModeName: 'Pago real (Stripe)',
    status: 'Estado',
    paid: 'Pagado',
    refunded: 'Reembolsado',
    governmentFeeCollected: 'Tasa gubernamental (consular), cobrada en nombre de la embajada',
    processingFee: 'Tarifa de tramitación de VisaBridge',
    serviceFee: 'Tarifa de servicio de VisaBridge',
    totalPaid: 'Total pagado',
    governmentFeeUnknown:
      'No incluida: la tasa gubernamental (consular), que fija la embajada y que usted abona allí.',
    governmentFeeToPay: (amount) =>
      `No incluida: la tasa gubernamental (consular) de ${amount}, que usted abona a la embajada.`,
    travellerRefunded: (day, traveller, amount) =>
      `Reembolso del ${day} correspondiente a ${traveller}: ${amount}`,
    paymentRefunded: (day, amount) => `Reembolsado el ${day}: ${amount}`,
    reason: (reason) => `Motivo: ${reason}`,
  },
  fr: {
    title: 'REÇU',
    documentTitle: (number) => `Reçu ${number}`,
    testMode: 'MODE TEST : aucune carte réelle n’a été débitée et aucun argent n’a été transféré.',
    paidBy: 'Payé par',
    receiptNumber: 'Numéro de reçu',
    date: 'Date',
    method: 'Moyen de paiement',
    mode: 'Mode',
    testModeName: 'Mode test',
    liveModeName: 'Paiement réel (Stripe)',
    status: 'Statut',
    paid: 'Payé',
    refunded: 'Remboursé',
    governmentFeeCollected: 'Frais gouvernementaux (ambassade), perçus pour le compte de l’ambassade',
    processingFee: 'Frais de traitement VisaBridge',
    serviceFee: 'Frais de service VisaBridge',
    totalPaid: 'Total payé',
    governmentFeeUnknown:
      'Non inclus : les frais gouvernementaux (ambassade), fixés par l’ambassade et à régler sur place.',
    governmentFeeToPay: (amount) =>
      `Non inclus : les frais gouvernementaux (ambassade) de ${amount}, à régler directement à l’ambassade.`,
    travellerRefunded: (day, traveller, amount) => `Remboursé le ${day} pour ${traveller} : ${amount}`,
    paymentRefunded: (day, amount) => `Remboursé le ${day} : ${amount}`,
    reason: (reason) => `Motif : ${reason}`,
  },
  de: {
    title: 'QUITTUNG',
    documentTitle: (number) => `Quittung ${number}`,
    testMode: 'TESTMODUS: Es wurde keine echte Karte belastet und kein Geld bewegt.',
    paidBy: 'Bezahlt von',
    receiptNumber: 'Quittungsnummer',
    date: 'Datum',
    method: 'Zahlungsart',
    mode: 'Modus',
    testModeName: 'Testmodus',
    liveModeName: 'Echtzahlung (Stripe)',
    status: 'Status',
    paid: 'Bezahlt',
    refunded: 'Erstattet',
    governmentFeeCollected: 'Staatliche Gebühr (Botschaft), für die Botschaft eingezogen',
    processingFee: 'VisaBridge-Bearbeitungsgebühr',
    serviceFee: 'VisaBridge-Servicegebühr',
    totalPaid: 'Gezahlter Gesamtbetrag',
    governmentFeeUnknown:
      'Nicht enthalten: die staatliche Gebühr (Botschaft), die die Botschaft festlegt und die Sie dort bezahlen.',
    governmentFeeToPay: (amount) =>
      `Nicht enthalten: die staatliche Gebühr (Botschaft) von ${amount}, die Sie an die Botschaft zahlen.`,
    travellerRefunded: (day, traveller, amount) => `Erstattet am ${day} für ${traveller}: ${amount}`,
    paymentRefunded: (day, amount) => `Erstattet am ${day}: ${amount}`,
    reason: (reason) => `Grund: ${reason}`,
  },
  zh: {
    title: '收据',
    documentTitle: (number) => `收据 ${number}`,
    testMode: '测试模式：未从任何真实银行卡扣款，也没有发生任何资金往来。',
    paidBy: '付款人',
    receiptNumber: '收据编号',
    date: '日期',
    method: '付款方式',
    mode: '模式',
    testModeName: '测试模式',
    liveModeName: '正式支付（Stripe）',
    status: '状态',
    paid: '已付款',
    refunded: '已退款',
    governmentFeeCollected: '政府（使馆）费用，代使馆收取',
    processingFee: 'VisaBridge 办理费',
    serviceFee: 'VisaBridge 服务费',
    totalPaid: '实付总额',
    governmentFeeUnknown: '不含：政府（使馆）费用。该费用由使馆规定，请您在使馆缴纳。',
    governmentFeeToPay: (amount) => `不含：政府（使馆）费用 ${amount}，请您直接向使馆缴纳。`,
    travellerRefunded: (day, traveller, amount) => `已于 ${day} 为 ${traveller} 退款：${amount}`,
    paymentRefunded: (day, amount) => `已于 ${day} 退款：${amount}`,
    reason: (reason) => `原因：${reason}`,
  },
  // Each value stands before an Arabic word or ends the line: punctuation after a number would read out of place.
  ar: {
    title: 'إيصال',
    documentTitle: (number) => `إيصال ${number}`,
    testMode: 'وضع الاختبار: لم يُخصم أي مبلغ من بطاقة حقيقية ولم تُحوَّل أي أموال.',
    paidBy: 'الدافع',
    receiptNumber: 'رقم الإيصال',
    date: 'التاريخ',
    method: 'طريقة الدفع',
    mode: 'الوضع',
    testModeName: 'وضع الاختبار',
    liveModeName: 'دفع فعلي عبر Stripe',
    status: 'الحالة',
    paid: 'مدفوع',
    refunded: 'مُسترد',
    governmentFeeCollected: 'الرسوم الحكومية للسفارة، محصّلة لصالح السفارة',
    processingFee: 'رسوم المعالجة لدى VisaBridge',
    serviceFee: 'رسوم الخدمة لدى VisaBridge',
    totalPaid: 'إجمالي المبلغ المدفوع',
    governmentFeeUnknown: 'غير مشمولة: الرسوم الحكومية للسفارة، وهي رسوم تحددها السفارة وتدفعها لديها.',
    governmentFeeToPay: (amount) =>
      `غير مشمولة: الرسوم الحكومية للسفارة البالغة ${amount} والتي تدفعها مباشرةً إلى السفارة.`,
    travellerRefunded: (day, traveller, amount) => `تم رد ${amount} إلى ${traveller} بتاريخ ${day}`,
    paymentRefunded: (day, amount) => `تم رد ${amount} بتاريخ ${day}`,
    reason: (reason) => `السبب: ${reason}`,
  },
};
