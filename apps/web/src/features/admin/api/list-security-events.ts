import type { SecurityEventView } from '@visabridge/contract';
import type { CursorPage } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/security-events: sign-ins, refusals and account changes, newest first, one page by cursor. */
export const useSecurityEvents = (query: URLSearchParams) =>
  useAdminQuery<CursorPage<SecurityEventView>>('/admin/security-events', query);
