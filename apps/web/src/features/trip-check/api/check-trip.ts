import type { TripInput, TripResult } from '@visabridge/contract/trips';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /visa/trips: a trip's answer is read once, so a mutation (its dates make every trip its own). */
export const useCheckTrip = () =>
  useMutation({
    mutationFn: async (input: TripInput) => (await api.post<TripResult>('/visa/trips', input)).data,
  });
