import { useState } from 'react';
import { isSessionEnd } from './api-client';
import { useToast } from './use-toast';

type Outcome = { success: string; failure: (error: unknown) => string };

/**
 * A file a button downloads: busy while it comes, then a toast saying it started or why it failed (an ended
 * session says nothing more: the user was already told and sent to log in).
 */
export const useFileDownload = (download: () => Promise<void>, outcome: Outcome) => {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);
  const start = async () => {
    setIsDownloading(true);
    try {
      await download();
      toast.success(outcome.success);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(outcome.failure(error));
    } finally {
      setIsDownloading(false);
    }
  };
  return { isDownloading, start: () => void start() };
};
