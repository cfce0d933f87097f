import type { StaffApplicationListItem } from '@visabridge/contract';
import type { CursorPage } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /visa-applications/list: every application, filtered by status, search, agent and priority, one page by cursor. */
export const useStaffApplications = (query: URLSearchParams) =>
  useAdminQuery<CursorPage<StaffApplicationListItem>>('/visa-applications/list', query);
