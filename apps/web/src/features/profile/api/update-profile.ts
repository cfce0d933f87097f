import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@visabridge/contract';
import { useAuth } from '../../../lib/auth/auth-context';
import { requestProfileUpdate } from '../../../lib/auth/auth-requests';

/** PUT /auth/profile; the session's user is replaced with the server's answer. */
export const useUpdateProfile = () => {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => requestProfileUpdate(input),
    onSuccess: ({ data }) => updateUser(data),
  });
};
