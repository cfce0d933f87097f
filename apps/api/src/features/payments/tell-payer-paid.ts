import { formatMoney } from '@visabridge/contract';
import type { Db } from '../../db/client';
import type { AppContext } from '../../domain/app-context';
import { findReader } from '../../domain/email/find-reader';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import { accountLanguageOf } from '../../lib/message-language';
import { readerLocaleOf } from '../../lib/reader-locale';
import { paymentCompletedEmail } from './emails';
import { paidNotice } from './payment-notices';
import { paymentDescriberOf, type PaymentRow } from './payment-views';
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
  const describe = await paymentDescriberOf(ctx, tx, payment.id, null);
  await notify(tx, offered, {
    userId: payment.userId,
    text: (language) => paidNotice[language]({ amount, description: describe(language) }),
    type: 'success',
    category: 'payment',
    link: paymentsLink,
  });
  if (payer)
    await queueEmail(
      tx,
      paymentCompletedEmail(payer, offered, {
        amount,
        description: describe(accountLanguageOf(payer.interfaceLanguage, offered)),
        receiptNumber: receiptNumberOf(payment),
        link: `${ctx.config.publicUrl}${paymentsLink}`,
      }),
    );
};
