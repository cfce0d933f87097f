import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { agentMessages } from '../agent-messages';

/** Says once that the dashboard's data could not be loaded (the sketch's message); the screen offers a retry. */
export const useLoadFailureToast = (error: unknown) => {
  const { t } = useLingui();
  const toast = useToast();
  const hasFailed = Boolean(error) && !isSessionEnd(error);
  const failure = t(agentMessages.loadFailed);
  useEffect(() => {
    if (hasFailed) toast.error(failure, { preventDuplicate: true });
  }, [hasFailed, failure, toast]);
};
