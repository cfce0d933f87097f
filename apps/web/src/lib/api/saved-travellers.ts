import { useMutation, useQuery, useQueryClient, skipToken } from '@tanstack/react-query';
import type {
  SavedTravellerDetail,
  SavedTravellerInput,
  SavedTravellerView,
} from '@visabridge/contract/saved-travellers';
import { api, type ApiResult } from '../api-client';
import { userQueryRoot } from '../auth/user-query-key';

// Under the signed-in user's root: another account signing in on this browser never sees them.
const root = [...userQueryRoot, 'saved-travellers'] as const;
const keys = { all: root, one: (id: string) => [...root, id] as const };

/** GET /saved-travellers: the people the account applies for, passport numbers masked. */
export const useSavedTravellers = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: async ({ signal }) =>
      (await api.get<SavedTravellerView[]>('/saved-travellers', { signal })).data,
  });

/** GET /saved-travellers/{id}: one of them as the form edits them, the passport number in full. */
export const useSavedTraveller = (id: string | null) =>
  useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: id
      ? async ({ signal }) =>
          (await api.get<SavedTravellerDetail>(`/saved-travellers/${id}`, { signal })).data
      : skipToken,
  });

/** A change to the saved travellers; the list (and any opened one) is read again after. */
const useTravellerChange = <V, T>(change: (variables: V) => Promise<ApiResult<T>>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
};

/** POST /saved-travellers, or PUT /saved-travellers/{id} with an id. */
export const useSaveTraveller = () =>
  useTravellerChange(({ id, ...traveller }: SavedTravellerInput & { id: string | null }) =>
    id
      ? api.put<SavedTravellerDetail>(`/saved-travellers/${id}`, traveller)
      : api.post<SavedTravellerDetail>('/saved-travellers', traveller),
  );

/** DELETE /saved-travellers/{id}. */
export const useRemoveTraveller = () =>
  useTravellerChange((id: string) => api.delete<unknown>(`/saved-travellers/${id}`));
