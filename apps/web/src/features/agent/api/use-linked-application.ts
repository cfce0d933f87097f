import { useQuery } from '@tanstack/react-query';
import type { StaffApplicationView } from '@visabridge/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/**
 * The application a link points at (`?application={id}`, as in the agent's notifications), loaded so
 * its detail dialog opens straight away; `clear` drops it from the URL when the dialog closes.
 */
export const useLinkedApplication = () => {
  const [params, setParams] = useSearchParams();
  const id = params.get('application');
  const { data } = useQuery({
    queryKey: agentKeys.application(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<StaffApplicationView>(`/visa-applications/${id}`, { signal })).data,
    enabled: Boolean(id),
  });
  const clear = useCallback(
    () =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.delete('application');
        return changed;
      }),
    [setParams],
  );
  return { linked: id ? (data ?? null) : null, clear };
};
