import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<unknown>('/auth/reset-password', input),
  });
