import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@visabridge/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/change-password; the server ends every other session of the account. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<unknown>('/auth/change-password', input),
  });
