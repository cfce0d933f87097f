import type { AdminStatsView } from '@visabridge/contract';
import { useAdminQuery } from './use-admin-query';

/** GET /analytics/stats: the headline figures above the tabs. */
export const useAdminStats = () => useAdminQuery<AdminStatsView>('/analytics/stats');
