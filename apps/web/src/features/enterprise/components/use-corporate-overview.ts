import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useCompany } from '../api/get-company';
import { useCorporateStats } from '../api/get-corporate-stats';
import { corporateMessages } from '../corporate-messages';

/**
 * The company with its budget, and its figures: whether either is loading, and a retry when either failed
 * (said once in a toast with the spec's message).
 */
export const useCorporateOverview = () => {
  const { t } = useLingui();
  const company = useCompany();
  const stats = useCorporateStats();
  const toast = useToast();
  const error = company.error ?? stats.error;
  const hasFailed = Boolean(error) && !isSessionEnd(error);
  useEffect(() => {
    if (hasFailed) toast.error(t(corporateMessages.loadFailed), { preventDuplicate: true });
  }, [hasFailed, toast, t]);

  return {
    company: company.data,
    stats: stats.data,
    isLoading: company.isFetching || stats.isFetching,
    retry: hasFailed
      ? () => {
          if (company.isError) void company.refetch();
          if (stats.isError) void stats.refetch();
        }
      : null,
  };
};
