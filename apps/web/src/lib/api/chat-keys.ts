import { userQueryKey } from '../auth/user-query-key';

/** Every support chat query of the signed-in person starts with this key, so one stream event refreshes all. */
export const chatKey = (userId: string, ...rest: readonly unknown[]) => userQueryKey(userId, 'chat', ...rest);

/** While the live stream is down, chat screens ask the server this often instead. */
export const pollWhileOfflineMs = 5_000;
