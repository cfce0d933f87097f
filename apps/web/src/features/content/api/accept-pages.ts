import type { PendingAcceptanceView } from '@visabridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentPagesKey } from '../../../lib/api/use-content-page';
import { pendingAcceptancesKey } from './list-pending-acceptances';

/**
 * POST /content/acceptance for each page shown, with the version and language shown (the reader's, or
 * English where theirs is not written yet); the server refuses one that was
 * replaced meanwhile. Either way the pending list and the pages reload, so the dialog shows what is current.
 */
export const useAcceptPages = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pages: PendingAcceptanceView[]) => {
      for (const { slug, version, language } of pages)
        await api.post('/content/acceptance', { slug, version, language });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: contentPagesKey });
      await queryClient.invalidateQueries({ queryKey: pendingAcceptancesKey(userId) });
    },
  });
};
