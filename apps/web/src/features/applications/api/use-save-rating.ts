import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingView, ratingInput } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ratingKey } from './use-rating';

/** PUT /applications/{id}/rating: rates (or re-rates) a decided application; 409 before the decision. */
export const useSaveRating = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof ratingInput>) =>
      api.put<RatingView>(`/applications/${applicationId}/rating`, input),
    onSuccess: ({ data }) => queryClient.setQueryData(ratingKey(applicationId), data),
  });
};
