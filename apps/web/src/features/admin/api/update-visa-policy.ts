import type { visaPolicyInput, VisaPolicyView } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type PolicyChange = { id: string; input: z.output<typeof visaPolicyInput> };

/** PUT /visa/policies/{id}: replaces every field of a policy; the checker answers with it at once. */
export const useUpdateVisaPolicy = () =>
  useAdminMutation(({ id, input }: PolicyChange) => api.put<VisaPolicyView>(`/visa/policies/${id}`, input));
