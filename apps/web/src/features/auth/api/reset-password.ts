import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PasswordLinkPath = '/auth/reset-password' | '/auth/accept-invitation';

/** Sets a password with the token of an emailed link (a reset or an invitation, which may name an employee record). */
export const useSetPassword = (path: PasswordLinkPath) =>
  useMutation({
    mutationFn: (input: { token: string; password: string; employeeId?: string }) =>
      api.post<unknown>(path, input),
  });
