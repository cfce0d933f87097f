import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /visa/policies/{id}: its corridors fall back to 'Fee set by the embassy'. */
export const useDeleteVisaPolicy = () =>
  useAdminMutation((id: string) => api.delete<undefined>(`/visa/policies/${id}`));
