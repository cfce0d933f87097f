import { formatMoney } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
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
 * Who is told about a payment: their address, first name, the language they read and the region amounts are
 * written in.
 */
export const findPayer = async (db: Db, userId: string) => {
  const [payer] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      interfaceLanguage: users.interfaceLanguage,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return payer;
};

/**
 * Notifies and emails the payer that a payment completed: its amount, what it paid for and where the
 * receipt is. Called in the transaction that completes the payment, so it happens once per payment.
 */
export const tellPayerPaid = async (ctx: AppContext, tx: Db, payment: PaymentRow) => {
  const payer = await findPayer(tx, payment.userId);
  const offered = ctx.config.interfaceLanguages;
  const locale = readerLocaleOf(payer?.interfaceLanguage, payer?.language, offered);
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
