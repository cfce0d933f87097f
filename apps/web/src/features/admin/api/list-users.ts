import type { AdminUserListItem } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /users/list: one page of accounts, filtered by role, status and a name or email search. */
export const useUsers = (query: URLSearchParams) =>
  useAdminQuery<Page<AdminUserListItem>>('/users/list', query);
