import { useEffect } from 'react';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { agentMessages } from '../agent-messages';

/** Says once that the dashboard's data could not be loaded (the sketch's message); the screen offers a retry. */
export const useLoadFailureToast = (error: unknown) => {
  const toast = useToast();
  const hasFailed = Boolean(error) && !isSessionEnd(error);
  useEffect(() => {
    if (hasFailed) toast.error(agentMessages.loadFailed, { preventDuplicate: true });
  }, [hasFailed, toast]);
};
