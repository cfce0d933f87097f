import type { UserView } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

const activeAgents = new URLSearchParams({ role: 'agent', status: 'active', pageSize: '100' });

/** The active agents applications can be assigned to (GET /users/list). */
export const useActiveAgents = () => useAdminQuery<Page<UserView>>('/users/list', activeAgents);
