import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@visabridge/contract';
import { sendRetrySafely } from '../../../lib/send-retry-safely';
import { uploadFile } from '../../../lib/upload-file';
import { applicationKeys } from '../../../lib/api/application-keys';

type Upload = { type: string; file: File; onProgress: (percent: number) => void };

/**
 * POST /documents/upload: one file for a checklist item (or another label) of a draft. The mutation
 * ends once the application's documents have reloaded, so the file is listed when the progress goes.
 */
export const useUploadDocument = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, onProgress }: Upload) =>
      sendRetrySafely((idempotencyKey) =>
        uploadFile<DocumentView>('/documents/upload', {
          file,
          fields: { applicationId, type },
          onProgress,
          idempotencyKey,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
};
