import { useMemo } from 'react';
import { ApiError, isSessionEnd } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';

/** The server's reason when it refused the request (4xx), else the screen's own failure message. */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.isClientError ? error.message : fallback;

/** Toasts how an admin change ended: the server's message (or `success`), or why it failed. */
export const useOutcomeToasts = () => {
  const toast = useToast();
  return useMemo(
    () => ({
      succeeded: ({ message }: ApiResult<unknown>, success: string) => toast.success(message ?? success),
      /** `showsReason` false: the screen shows the server's reason itself, the toast only says it failed. */
      failed: (error: unknown, failure: string, showsReason = true) => {
        if (!isSessionEnd(error)) toast.error(showsReason ? failureMessage(error, failure) : failure);
      },
    }),
    [toast],
  );
};
