import type { AssignConsultationInput, ConsultationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/page';
import { useAdminMutation } from './use-admin-mutation';
import { useAdminQuery } from './use-admin-query';

/** GET /admin/consultations: one page, optionally of one status (requested is the unassigned queue). */
export const useAdminConsultations = (query: URLSearchParams) =>
  useAdminQuery<Page<ConsultationView>>('/admin/consultations', query);

/** POST /admin/consultations/{id}/assign: an agent takes it at one of the preferred times. */
export const useAssignConsultation = () =>
  useAdminMutation(({ id, ...input }: AssignConsultationInput & { id: string }) =>
    api.post<ConsultationView>(`/admin/consultations/${id}/assign`, input),
  );

/** POST /consultations/{id}/complete: the consultation was held. */
export const useCompleteConsultation = () =>
  useAdminMutation((id: string) => api.post<ConsultationView>(`/consultations/${id}/complete`));
