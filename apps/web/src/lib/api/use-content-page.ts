import type { ContentPageView, ContentSlug } from '@visabridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Every published page's query starts with this key, so an edit refreshes them all. */
export const contentPagesKey = ['content'] as const;

/** GET /content/{slug}: a published page (title, Markdown body, version, last update). */
export const contentPageQuery = (slug: ContentSlug) =>
  queryOptions({
    queryKey: [...contentPagesKey, slug],
    queryFn: async ({ signal }) => (await api.get<ContentPageView>(`/content/${slug}`, { signal })).data,
  });

export const useContentPage = (slug: ContentSlug) => useQuery(contentPageQuery(slug));
