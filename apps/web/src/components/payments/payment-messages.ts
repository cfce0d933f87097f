import { msg } from '@lingui/core/macro';

/** What the payment screens say; the server's own message wins when it sends one. */
export const paymentMessages = {
  paid: msg`Payment successful`,
  failed: msg`Payment failed`,
  receiptFailed: msg`Failed to download the receipt`,
  loadFailed: msg`Failed to load payments`,
} as const;
