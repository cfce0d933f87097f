import type { AdminAnalyticsView } from '@visabridge/contract';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/analytics: the series behind the Analytics tab's charts. */
export const useAdminAnalytics = () => useAdminQuery<AdminAnalyticsView>('/admin/analytics');
