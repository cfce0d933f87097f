import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@visabridge/contract';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /auth/profile with the password; the account is erased and its sessions end. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest<unknown>('/auth/profile', { method: 'DELETE', body: input }),
  });
