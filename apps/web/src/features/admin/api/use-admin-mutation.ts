import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** A change made from the admin dashboard; afterwards its figures, lists and audit log reload. */
export const useAdminMutation = <T, V>(change: (variables: V) => Promise<ApiResult<T>>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
