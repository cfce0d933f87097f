import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsultationView } from '@visabridge/contract';
import { api } from '../api-client';
import { useAuth } from '../auth/auth-context';
import type { Page } from '../page';
import { consultationsKey } from './query-keys';

/** GET /consultations: one page of the user's consultations, newest first; `when` picks upcoming or past. */
export const useMyConsultations = (when: 'upcoming' | 'past', page = 1, pageSize = 5) => {
  const userId = useAuth().user?.id ?? '';
  const search = new URLSearchParams({ when, page: String(page), pageSize: String(pageSize) }).toString();
  return useQuery({
    queryKey: consultationsKey(userId, search),
    queryFn: async ({ signal }) =>
      (await api.get<Page<ConsultationView>>(`/consultations?${search}`, { signal })).data,
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
};
