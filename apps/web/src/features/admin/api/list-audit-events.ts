import type { AuditEventView } from '@visabridge/contract';
import type { CursorPage } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/audit-log: recorded admin and staff changes, newest first, one page by cursor. */
export const useAuditEvents = (query: URLSearchParams) =>
  useAdminQuery<CursorPage<AuditEventView>>('/admin/audit-log', query);
