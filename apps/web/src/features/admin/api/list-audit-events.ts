import type { AuditEventView } from '@visabridge/contract';
import type { Page } from '../../../lib/page';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/audit-log: recorded admin and staff changes, newest first. */
export const useAuditEvents = (query: URLSearchParams) =>
  useAdminQuery<Page<AuditEventView>>('/admin/audit-log', query);
