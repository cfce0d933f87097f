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
  return useMemo(() => {
    const succeeded = ({ message }: ApiResult<unknown>, success: string) => toast.success(message ?? success);
    /** `showsReason` false: the screen shows the server's reason itself, the toast only says it failed. */
    const failed = (error: unknown, failure: string, showsReason = true) => {
      if (!isSessionEnd(error)) toast.error(showsReason ? failureMessage(error, failure) : failure);
    };
    /** A mutation's callbacks: they toast how it ended and, when it succeeded, run `then` (e.g. close). */
    const callbacks = (success: string, failure: string, then?: () => void) => ({
      onSuccess: (result: ApiResult<unknown>) => {
        succeeded(result, success);
        then?.();
      },
      onError: (error: unknown) => failed(error, failure),
    });
    return { succeeded, failed, callbacks };
  }, [toast]);
};
