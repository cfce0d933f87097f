import type { ApplicationView, statusChangeInput } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type StatusChange = z.output<typeof statusChangeInput> & { id: string };

/** PUT /visa-applications/{id}: 422 when the move is not allowed from the current status. */
export const useChangeApplicationStatus = () =>
  useAdminMutation(({ id, ...change }: StatusChange) =>
    api.put<ApplicationView>(`/visa-applications/${id}`, change),
  );
