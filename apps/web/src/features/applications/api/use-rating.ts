import { useQuery } from '@tanstack/react-query';
import type { RatingView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/api/application-keys';

export const ratingKey = (applicationId: string) =>
  [...applicationKeys.detail(applicationId), 'rating'] as const;

/** GET /applications/{id}/rating: the applicant's rating of a decided application, or null before they rate. */
export const useRating = (applicationId: string, isDecided: boolean) =>
  useQuery({
    enabled: isDecided,
    queryKey: ratingKey(applicationId),
    queryFn: async ({ signal }) =>
      (await api.get<RatingView | null>(`/applications/${applicationId}/rating`, { signal })).data ?? null,
  });
