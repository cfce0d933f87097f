import type { StaffApplicationView } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /visa-applications/list: every application, filtered by status, search, agent and priority. */
export const useStaffApplications = (query: URLSearchParams) =>
  useAdminQuery<Page<StaffApplicationView>>('/visa-applications/list', query);
