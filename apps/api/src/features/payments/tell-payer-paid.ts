import { formatMoney } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import { paymentCompletedEmail } from './emails';
import type { PaymentRow } from './payment-views';
import { receiptNumberOf } from './receipt-pdf';

/** Where the payer finds the payment and downloads its receipt. */
export const paymentsLink = '/payment';

/** Who is told about a payment: their address, first name and the locale amounts are written in. */
export const findPayer = async (db: Db, userId: string) => {
  const [payer] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
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
  const amount = formatMoney(payment.amount, payment.currency, payer?.language);
  await notify(tx, {
    userId: payment.userId,
    title: 'Payment received',
    message: `Your payment of ${amount} for ${payment.description} went through. Your receipt is on the Payments page.`,
    type: 'success',
    category: 'payment',
    link: paymentsLink,
  });
  if (payer)
    await queueEmail(
      tx,
      paymentCompletedEmail(
        payer,
        { amount, description: payment.description, receiptNumber: receiptNumberOf(payment) },
        `${ctx.config.publicUrl}${paymentsLink}`,
      ),
    );
};
