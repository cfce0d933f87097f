import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './corporate-keys';

/**
 * GET a corporate endpoint, or wait while `path` is null (e.g. until the company's id is known). A list
 * keeps its last page on screen while the next one loads.
 */
export const useCorporateQuery = <T>(path: string | null, query = new URLSearchParams()) => {
  const search = query.toString();
  const url = search ? `${path}?${search}` : path;
  return useQuery({
    queryKey: corporateKeys.of(path ?? '', search),
    queryFn: url ? async ({ signal }) => (await api.get<T>(url, { signal })).data : skipToken,
    placeholderData: keepPreviousData,
  });
};
