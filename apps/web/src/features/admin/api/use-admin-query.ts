import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET an admin endpoint with an optional query string; a list keeps its last page on screen while the next loads. */
export const useAdminQuery = <T>(path: string, query?: URLSearchParams) => {
  const search = query?.toString() ?? '';
  return useQuery({
    queryKey: adminKeys.of(path, search),
    queryFn: async ({ signal }) => (await api.get<T>(search ? `${path}?${search}` : path, { signal })).data,
    placeholderData: keepPreviousData,
  });
};
