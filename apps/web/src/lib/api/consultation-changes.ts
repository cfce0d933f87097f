import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationView, CreateConsultationInput } from '@visabridge/contract';
import { api, type ApiResult } from '../api-client';
import { useAuth } from '../auth/auth-context';
import { consultationsKey } from './query-keys';

/** A change to the user's consultations; afterwards their lists (page and dashboard) reload. */
const useConsultationChange = <V>(change: (variables: V) => Promise<ApiResult<ConsultationView>>) => {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationsKey(userId) }),
  });
};

/** POST /consultations: books one. */
export const useBookConsultation = () =>
  useConsultationChange((input: CreateConsultationInput) =>
    api.post<ConsultationView>('/consultations', input),
  );

/** POST /consultations/{id}/cancel. */
export const useCancelConsultation = () =>
  useConsultationChange((id: string) => api.post<ConsultationView>(`/consultations/${id}/cancel`));
