import type { NotificationTexts } from '../../domain/notifications/notify';

/** `amount` as the payer's region writes it; `description` in the recipient's language (`paymentDescriberOf`). */
type PaidFacts = { amount: string; description: string };
type RefundedFacts = PaidFacts & { reason: string | null };

/** The payer's notice that a payment went through. */
export const paidNotice: NotificationTexts<PaidFacts> = {
  en: ({ amount, description }) => ({
    title: 'Payment received',
    message: `Your payment of ${amount} for ${description} went through. Your receipt is on the Payments page.`,
  }),
  es: ({ amount, description }) => ({
    title: 'Pago recibido',
    message: `Su pago de ${amount} (${description}) se ha completado. Encontrará el recibo en la página Pagos.`,
  }),
  fr: ({ amount, description }) => ({
    title: 'Paiement reçu',
    message: `Votre paiement de ${amount} (${description}) a bien été effectué. Votre reçu se trouve sur la page Paiements.`,
  }),
  de: ({ amount, description }) => ({
    title: 'Zahlung erhalten',
    message: `Ihre Zahlung von ${amount} (${description}) ist eingegangen. Den Beleg finden Sie auf der Seite „Zahlungen“.`,
  }),
  zh: ({ amount, description }) => ({
    title: '已收到付款',
    message: `您支付的 ${amount}（${description}）已成功。收据可在“付款”页面查看。`,
  }),
  ar: ({ amount, description }) => ({
    title: 'تم استلام الدفعة',
    message: `تمت دفعتك البالغة ${amount} (${description}) بنجاح. تجد الإيصال في صفحة "المدفوعات".`,
  }),
};

/** The payer's notice that a payment, or their part of it, was refunded. */
export const refundedNotice: NotificationTexts<RefundedFacts> = {
  en: ({ amount, description, reason }) => ({
    title: 'Payment refunded',
    message: `Your payment of ${amount} for ${description} was refunded.${reason ? ` Reason: ${reason}` : ''}`,
  }),
  es: ({ amount, description, reason }) => ({
    title: 'Pago reembolsado',
    message: `Le hemos reembolsado el pago de ${amount} (${description}).${reason ? ` Motivo: ${reason}` : ''}`,
  }),
  fr: ({ amount, description, reason }) => ({
    title: 'Paiement remboursé',
    message: `Votre paiement de ${amount} (${description}) a été remboursé.${reason ? ` Motif : ${reason}` : ''}`,
  }),
  de: ({ amount, description, reason }) => ({
    title: 'Zahlung erstattet',
    message: `Ihre Zahlung von ${amount} (${description}) wurde erstattet.${reason ? ` Grund: ${reason}` : ''}`,
  }),
  zh: ({ amount, description, reason }) => ({
    title: '付款已退款',
    message: `您支付的 ${amount}（${description}）已退款。${reason ? `原因：${reason}` : ''}`,
  }),
  ar: ({ amount, description, reason }) => ({
    title: 'تم استرداد الدفعة',
    message: `تم ردّ دفعتك البالغة ${amount} (${description}).${reason ? ` السبب: ${reason}` : ''}`,
  }),
};
