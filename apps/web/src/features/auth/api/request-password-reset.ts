import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/forgot-password: answers the same whether or not the email has an account. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => api.post<unknown>('/auth/forgot-password', { email }) });
