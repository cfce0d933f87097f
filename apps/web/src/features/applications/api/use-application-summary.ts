import { useQuery } from '@tanstack/react-query';
import type { ApplicationCounts } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/api/application-keys';

/** GET /applications/summary: how many of the user's applications are in each status. */
export const useApplicationSummary = () =>
  useQuery({
    queryKey: applicationKeys.summary,
    queryFn: async ({ signal }) =>
      (await api.get<ApplicationCounts>('/applications/summary', { signal })).data,
  });
