import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../lib/api-client';
import { corporateKeys } from './corporate-keys';

/** A change made in the corporate workspace; afterwards its figures, budget and lists reload. */
export const useCorporateMutation = <T, V>(change: (variables: V) => Promise<ApiResult<T>>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporateKeys.all }),
  });
};
