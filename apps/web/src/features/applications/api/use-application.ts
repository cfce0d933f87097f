import { useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/api/application-keys';

/** GET /applications/{id}: one of the user's own applications (404 for anyone else's). */
export const useApplication = (id: string) =>
  useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<ApplicationView>(`/applications/${id}`, { signal })).data,
  });
