import type { VisaPolicyListItem } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /visa/policies/list: one page of curated policies, filtered by destination, category and purpose. */
export const useVisaPolicies = (query: URLSearchParams) =>
  useAdminQuery<Page<VisaPolicyListItem>>('/visa/policies/list', query);
