import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDraftInput, ApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { storeApplication } from './refresh-applications';

/** PUT /applications/{id}: saves the whole draft (drafts only; 409 once submitted). */
export const useSaveDraft = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // keepalive: the last save still lands when it is sent as the tab closes.
    mutationFn: (input: ApplicationDraftInput) =>
      api.put<ApplicationView>(`/applications/${id}`, input, { keepalive: true }),
    onSuccess: ({ data }) => void storeApplication(queryClient, data),
  });
};
