import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationListItemView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/page';
import { applicationKeys } from '../../../lib/api/application-keys';

/** GET /applications with the list's query string; the previous page stays on screen while the next loads. */
export const useApplications = (query: URLSearchParams) => {
  const search = query.toString();
  return useQuery({
    queryKey: applicationKeys.list(search),
    queryFn: async ({ signal }) =>
      (await api.get<Page<ApplicationListItemView>>(`/applications?${search}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
};
