import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

export const useResendVerification = () =>
  useMutation({ mutationFn: () => api.post<unknown>('/auth/resend-verification') });
