import { userQueryRoot } from '../auth/user-query-key';

/** Query keys of the payments feature, under the signed-in user's root (a session change drops them). */
const root = [...userQueryRoot, 'payments'] as const;
const intents = [...root, 'intent'] as const;

export const paymentKeys = {
  all: root,
  config: [...root, 'config'] as const,
  due: [...root, 'due'] as const,
  history: (query: string) => [...root, 'history', query] as const,
  intents,
  /** Every mutation that charges a card, so the dialog can refuse to close while one runs. */
  pay: [...root, 'pay'] as const,
  intent: (target: string) => [...intents, target] as const,
};

/** Whether a query key is a pay dialog's pending payment. */
export const isIntentKey = (queryKey: readonly unknown[]) =>
  paymentKeys.intents.every((part, index) => queryKey[index] === part);
