import type { ApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PUT /visa-applications/{id}/assignment: hands the application to another agent. */
export const useAssignAgent = () =>
  useAdminMutation(({ id, agentId }: { id: string; agentId: string }) =>
    api.put<ApplicationView>(`/visa-applications/${id}/assignment`, { agentId }),
  );
