import type { visaPolicyInput, VisaPolicyView } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /visa/policies: the checker uses the new policy for its corridors at once. */
export const useCreateVisaPolicy = () =>
  useAdminMutation((input: z.output<typeof visaPolicyInput>) =>
    api.post<VisaPolicyView>('/visa/policies', input),
  );
