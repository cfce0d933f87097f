import type { ContentPageSummary } from '@visabridge/contract';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/content: the operator's pages with their version and last edit. */
export const useContentPages = () => useAdminQuery<ContentPageSummary[]>('/admin/content');
