import type { InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { applications, payments } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, notFound } from '../../lib/errors';
import { applicationFeeColumns, feesViewOf } from '../../domain/visa/application-fees';
import { selectPayments, toPaymentView } from './payment-views';
import type { ReceiptPayment } from './receipt-pdf';

/** A payment its payer (or an admin) may have a receipt of: completed, or refunded since. */
export const findReceipt = async (
  ctx: AppContext,
  viewer: { id: string; role: string },
  id: string,
  language: InterfaceLanguage,
): Promise<ReceiptPayment> => {
  const [row] = await selectPayments(ctx.db).where(
    and(eq(payments.id, id), viewer.role === 'admin' ? undefined : eq(payments.userId, viewer.id)),
  );
  if (!row) throw notFound('Payment not found');
  if (row.payment.status !== 'completed' && row.payment.status !== 'refunded')
    throw conflict('RECEIPT_NOT_AVAILABLE', 'A receipt is available once the payment is completed');
  return {
    ...toPaymentView(ctx, row, language),
    refundReason: row.payment.refundReason,
    fees: await applicationFeesOf(ctx, row.payment.applicationId),
  };
};

/** The fees of the application a payment paid for, in the parts its answer showed; none for an invoice. */
const applicationFeesOf = async (ctx: AppContext, applicationId: string | null) => {
  if (!applicationId) return null;
  const [fees] = await ctx.db
    .select({
      ...applicationFeeColumns,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return fees ? feesViewOf(fees) : null;
};
