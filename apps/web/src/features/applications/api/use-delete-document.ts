import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/api/application-keys';

/** DELETE /documents/{id}: removes a file from a draft; the documents and counts reload. */
export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.delete<null>(`/documents/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
};
