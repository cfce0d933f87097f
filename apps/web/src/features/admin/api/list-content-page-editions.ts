import type { ContentPageView, EditableSlug } from '@visabridge/contract';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/content/{slug}: every language a page is written in, English first, with its text. */
export const useContentPageEditions = (slug: EditableSlug) =>
  useAdminQuery<ContentPageView[]>(`/admin/content/${slug}`);
