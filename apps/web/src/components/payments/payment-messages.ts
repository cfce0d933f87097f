/** What the payment screens say; the server's own message wins when it sends one. */
export const paymentMessages = {
  paid: 'Payment successful',
  failed: 'Payment failed',
  receiptFailed: 'Failed to download the receipt',
  loadFailed: 'Failed to load payments',
} as const;
