import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { linkEmployeeInput } from '@visabridge/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/link-employee: links the signed-in account to the employee record a company invited. */
export const useLinkEmployee = () =>
  useMutation({
    mutationFn: (input: z.input<typeof linkEmployeeInput>) => api.post<unknown>('/auth/link-employee', input),
  });
