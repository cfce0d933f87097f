import type { AdminUserListItem } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

// Someone invited who has not chosen a password yet cannot sign in to work a case.
const activeAgents = new URLSearchParams({
  role: 'agent',
  status: 'active',
  invited: 'false',
  pageSize: '100',
});

/** The active agents, invitation accepted, applications can be assigned to (GET /users/list). */
export const useActiveAgents = () => useAdminQuery<Page<AdminUserListItem>>('/users/list', activeAgents);
