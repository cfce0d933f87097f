import type { InterfaceLanguage } from '@visabridge/contract';
import { emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import type { OutgoingEmail } from '../../domain/email/outbox';

/** `amount` as the payer's region writes it; `description` in the payer's language (`paymentDescriberOf`). */
type RefundFacts = {
  firstName: string;
  amount: string;
  description: string;
  reason: string | null;
  link: string;
};
type PaidFacts = {
  firstName: string;
  amount: string;
  description: string;
  receiptNumber: string;
  link: string;
};

const refundTexts: EmailTexts<RefundFacts> = {
  en: ({ firstName, amount, description, reason, link }) => ({
    subject: `Refund of ${amount}: ${description}`,
    lines: [
      `Hello ${firstName},`,
      '',
      `Your payment of ${amount} for ${description} has been refunded to your card.`,
      ...(reason ? ['', `Reason: ${reason}`] : []),
      '',
      'Your payments and receipts:',
      link,
    ],
  }),
  es: ({ firstName, amount, description, reason, link }) => ({
    subject: `Reembolso de ${amount}: ${description}`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `Le hemos reembolsado en su tarjeta el pago de ${amount} (${description}).`,
      ...(reason ? ['', `Motivo: ${reason}`] : []),
      '',
      'Sus pagos y recibos:',
      link,
    ],
  }),
  fr: ({ firstName, amount, description, reason, link }) => ({
    subject: `Remboursement de ${amount} : ${description}`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `Votre paiement de ${amount} (${description}) a été remboursé sur votre carte.`,
      ...(reason ? ['', `Motif : ${reason}`] : []),
      '',
      'Vos paiements et reçus :',
      link,
    ],
  }),
  de: ({ firstName, amount, description, reason, link }) => ({
    subject: `Erstattung von ${amount}: ${description}`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `Ihre Zahlung von ${amount} (${description}) wurde Ihrer Karte erstattet.`,
      ...(reason ? ['', `Grund: ${reason}`] : []),
      '',
      'Ihre Zahlungen und Belege:',
      link,
    ],
  }),
  zh: ({ firstName, amount, description, reason, link }) => ({
    subject: `退款 ${amount}：${description}`,
    lines: [
      `${firstName}，您好：`,
      '',
      `您支付的 ${amount}（${description}）已退回至您的银行卡。`,
      ...(reason ? ['', `原因：${reason}`] : []),
      '',
      '查看您的付款和收据：',
      link,
    ],
  }),
  ar: ({ firstName, amount, description, reason, link }) => ({
    subject: `استرداد ${amount}: ${description}`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `تم ردّ دفعتك البالغة ${amount} (${description}) إلى بطاقتك.`,
      ...(reason ? ['', `السبب: ${reason}`] : []),
      '',
      'مدفوعاتك وإيصالاتك:',
      link,
    ],
  }),
};

const paidTexts: EmailTexts<PaidFacts> = {
  en: ({ firstName, amount, description, receiptNumber, link }) => ({
    subject: `Payment received: ${amount} for ${description}`,
    lines: [
      `Hello ${firstName},`,
      '',
      `We received your payment of ${amount} for ${description}.`,
      `Receipt number: ${receiptNumber}`,
      '',
      'Download your receipt on the Payments page:',
      link,
    ],
  }),
  es: ({ firstName, amount, description, receiptNumber, link }) => ({
    subject: `Pago recibido: ${amount} (${description})`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `Hemos recibido su pago de ${amount} (${description}).`,
      `Número de recibo: ${receiptNumber}`,
      '',
      'Puede descargar su recibo en la página Pagos:',
      link,
    ],
  }),
  fr: ({ firstName, amount, description, receiptNumber, link }) => ({
    subject: `Paiement reçu : ${amount} (${description})`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `Nous avons bien reçu votre paiement de ${amount} (${description}).`,
      `Numéro de reçu : ${receiptNumber}`,
      '',
      'Téléchargez votre reçu sur la page Paiements :',
      link,
    ],
  }),
  de: ({ firstName, amount, description, receiptNumber, link }) => ({
    subject: `Zahlung erhalten: ${amount} (${description})`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `wir haben Ihre Zahlung von ${amount} (${description}) erhalten.`,
      `Belegnummer: ${receiptNumber}`,
      '',
      'Ihren Beleg können Sie auf der Seite „Zahlungen“ herunterladen:',
      link,
    ],
  }),
  zh: ({ firstName, amount, description, receiptNumber, link }) => ({
    subject: `已收到付款：${amount}（${description}）`,
    lines: [
      `${firstName}，您好：`,
      '',
      `我们已收到您支付的 ${amount}（${description}）。`,
      `收据编号：${receiptNumber}`,
      '',
      '请在“付款”页面下载您的收据：',
      link,
    ],
  }),
  ar: ({ firstName, amount, description, receiptNumber, link }) => ({
    subject: `تم استلام الدفعة: ${amount} (${description})`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `استلمنا دفعتك البالغة ${amount} (${description}).`,
      `رقم الإيصال: ${receiptNumber}`,
      '',
      'يمكنك تنزيل الإيصال من صفحة "المدفوعات":',
      link,
    ],
  }),
};

/** Tells the payer their payment was refunded, in their language if the site offers it. */
export const paymentRefundedEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  refund: Omit<RefundFacts, 'firstName'>,
): OutgoingEmail => emailTo(user, offered, refundTexts, { firstName: user.firstName, ...refund });

/** Confirms a payment and where its receipt is, in the payer's language if the site offers it. */
export const paymentCompletedEmail = (
  user: Recipient,
  offered: readonly InterfaceLanguage[],
  payment: Omit<PaidFacts, 'firstName'>,
): OutgoingEmail => emailTo(user, offered, paidTexts, { firstName: user.firstName, ...payment });
