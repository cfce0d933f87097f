import { userQueryKey } from '../auth/user-query-key';

/** Every notifications query (the bell's count, the lists) starts with this key, so one read refreshes all. */
export const notificationsKey = (userId: string, ...rest: readonly unknown[]) =>
  userQueryKey(userId, 'notifications', ...rest);

/** The traveller's dashboard payload; it holds the latest notifications too. */
export const individualDashboardKey = (userId: string) => userQueryKey(userId, 'dashboard', 'individual');

/** The signed-in user's consultations (their own, or an agent's assigned ones), any filter. */
export const consultationsKey = (userId: string, ...rest: readonly unknown[]) =>
  userQueryKey(userId, 'consultations', ...rest);
