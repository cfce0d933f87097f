import { useQuery } from '@tanstack/react-query';
import type { statusHistoryEntryView } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../api-client';
import { applicationKeys } from './application-keys';

export type StatusHistoryEntry = z.infer<typeof statusHistoryEntryView>;

/** GET /applications/{id}/status-history: every status change, oldest first. */
export const useStatusHistory = (id: string) =>
  useQuery({
    queryKey: applicationKeys.history(id),
    queryFn: async ({ signal }) =>
      (await api.get<StatusHistoryEntry[]>(`/applications/${id}/status-history`, { signal })).data,
  });
