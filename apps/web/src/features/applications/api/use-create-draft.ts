import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDraftInput, ApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { sendRetrySafely } from '../../../lib/send-retry-safely';
import { storeApplication } from './refresh-applications';

/** POST /applications: a new draft for the chosen trip. */
export const useCreateDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationDraftInput) =>
      sendRetrySafely((idempotencyKey) =>
        api.post<ApplicationView>('/applications', input, { idempotencyKey }),
      ),
    onSuccess: ({ data }) => storeApplication(queryClient, data),
  });
};
