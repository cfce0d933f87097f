import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import type { ApiResult } from '../../../../lib/api-client';
import { useToast } from '../../../../lib/use-toast';

/**
 * Toasts how a document change ended: the server's message (or the fallback), or the error. It follows
 * the promise rather than mutate callbacks because the file or request that started the change is often
 * gone from the screen before it ends, and mutate callbacks do not run after their component unmounts.
 */
export const useToastOutcome = () => {
  const toast = useToast();
  return (change: Promise<ApiResult<unknown>>, fallback: string) =>
    change.then(
      ({ message }) => toast.success(message ?? fallback),
      (error: unknown) => {
        if (!isSessionEnd(error)) toast.error(errorMessage(error));
      },
    );
};
