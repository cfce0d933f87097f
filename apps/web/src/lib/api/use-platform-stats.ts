import type { PlatformStatsView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const platformStatsKey = ['platform', 'stats'] as const;

/** Counts the landing and registration pages show, counted by the server at request time. */
export const usePlatformStats = ({ enabled = true } = {}) =>
  useQuery({
    queryKey: platformStatsKey,
    queryFn: async ({ signal }) => (await api.get<PlatformStatsView>('/platform/stats', { signal })).data,
    enabled,
  });
