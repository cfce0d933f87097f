import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput, UserView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** PUT /auth/profile; the session's user is replaced with the server's answer. */
export const useUpdateProfile = () => {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<UserView>('/auth/profile', input),
    onSuccess: ({ data }) => updateUser(data),
  });
};
