import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { selectPayments, toPaymentView } from './payment-views';
import type { ReceiptPayment } from './receipt-pdf';

/** A payment its payer (or an admin) may have a receipt of: completed, or refunded since. */
export const findReceipt = async (
  ctx: AppContext,
  viewer: { id: string; role: string },
  id: string,
): Promise<ReceiptPayment> => {
  const [row] = await selectPayments(ctx.db).where(
    and(eq(payments.id, id), viewer.role === 'admin' ? undefined : eq(payments.userId, viewer.id)),
  );
  if (!row) throw notFound('Payment not found');
  if (row.payment.status !== 'completed' && row.payment.status !== 'refunded')
    throw conflict('RECEIPT_NOT_AVAILABLE', 'A receipt is available once the payment is completed');
  return { ...toPaymentView(row), refundReason: row.payment.refundReason };
};
