import { downloadFile } from '../download-document';

/** The name the server gives a receipt: its number is the payment's reference (first 8 characters of the id). */
export const receiptFileName = (paymentId: string) => `receipt-${paymentId.slice(0, 8).toUpperCase()}.pdf`;

/** GET /payments/{id}/receipt: the PDF receipt of a completed or refunded payment. */
export const downloadReceipt = (paymentId: string) =>
  downloadFile(`/payments/${paymentId}/receipt`, receiptFileName(paymentId));
