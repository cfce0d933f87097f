import { formatMoney } from '@visabridge/contract';
import type { Db } from '../../db/client';
import type { AppContext } from '../../domain/app-context';
import { findReader } from '../../domain/email/find-reader';
import { queueEmail } from '../../domain/email/outbox';
import { notify, textsOf } from '../../domain/notifications/notify';
import { readerLocaleOf } from '../../lib/reader-locale';
import { paymentCompletedEmail } from './emails';
import { paidNotice } from './payment-notices';
import type { PaymentRow } from './payment-views';
import { receiptNumberOf } from './receipt-pdf';

/** Where the payer finds the payment and downloads its receipt. */
export const paymentsLink = '/payment';

/**
 * Notifies and emails the payer that a payment completed: its amount, what it paid for and where the
 * receipt is. Called in the transaction that completes the payment, so it happens once per payment.
 */
export const tellPayerPaid = async (ctx: AppContext, tx: Db, payment: PaymentRow) => {
  const payer = await findReader(tx, payment.userId);
  const offered = ctx.config.interfaceLanguages;
  const locale = readerLocaleOf(payer?.interfaceLanguage, payer?.region, offered);
  const amount = formatMoney(payment.amount, payment.currency, locale);
  await notify(tx, offered, {
    userId: payment.userId,
    text: textsOf(paidNotice, { amount, description: payment.description }),
    type: 'success',
    category: 'payment',
    link: paymentsLink,
  });
  if (payer)
    await queueEmail(
      tx,
      paymentCompletedEmail(payer, offered, {
        amount,
        description: payment.description,
        receiptNumber: receiptNumberOf(payment),
        link: `${ctx.config.publicUrl}${paymentsLink}`,
      }),
    );
};
