import type { RequirementsInput, RequirementsResult } from '@visabridge/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * POST /visa/requirements for `input`, or nothing while it is null. A query rather than a mutation, so the
 * same trip opened twice (a shared link, the back button) is answered from the cache and counted once.
 */
export const useVisaRequirements = (input: RequirementsInput | null) =>
  useQuery({
    queryKey: ['visa', 'requirements', input],
    queryFn: input
      ? async ({ signal }) =>
          (await api.post<RequirementsResult>('/visa/requirements', input, { signal })).data
      : skipToken,
    // A rejected check (unknown country, no data) gives the same answer on retry; the user can check again.
    retry: false,
  });
