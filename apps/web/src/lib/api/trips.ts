import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripInput, TripTravellerInput, TripView } from '@visabridge/contract/group-trips';
import { api, type ApiResult } from '../api-client';
import { applicationKeys } from './application-keys';

/** GET /trips: the traveller's trips with others, newest first, each with its travellers' statuses. */
export const useTrips = () =>
  useQuery({
    queryKey: applicationKeys.trips,
    queryFn: async ({ signal }) => (await api.get<TripView[]>('/trips', { signal })).data,
  });

/** GET /trips/{id}: one trip, every traveller's answer, status and fees. */
export const useTrip = (id: string) =>
  useQuery({
    queryKey: applicationKeys.trip(id),
    queryFn: async ({ signal }) => (await api.get<TripView>(`/trips/${id}`, { signal })).data,
  });

/** POST /trips: a trip being prepared, with no one on it yet. */
export const useCreateTrip = () =>
  useMutation({ mutationFn: (trip: TripInput) => api.post<TripView>('/trips', trip) });

/**
 * A change to one trip: the trip as the server answers it is shown at once, and the applications (their
 * lists and each traveller's draft) are read again.
 */
const useTripChange = <V>(tripId: string, change: (variables: V) => Promise<ApiResult<TripView>>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ data }) => client.setQueryData(applicationKeys.trip(tripId), data),
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
};

/** POST /trips/{id}/travellers: a saved traveller (copied) or someone new. */
export const useAddTraveller = (tripId: string) =>
  useTripChange(tripId, (traveller: TripTravellerInput) =>
    api.post<TripView>(`/trips/${tripId}/travellers`, traveller),
  );

/** DELETE /trips/{id}/travellers/{applicationId}: off the trip, with their draft. */
export const useRemoveTripTraveller = (tripId: string) =>
  useTripChange(tripId, (applicationId: string) =>
    api.delete<TripView>(`/trips/${tripId}/travellers/${applicationId}`),
  );

/** PUT /trips/{id}/travellers/{applicationId}/guardian: the adult on the trip a minor travels with. */
export const useSetGuardian = (tripId: string) =>
  useTripChange(
    tripId,
    ({ applicationId, guardianId }: { applicationId: string; guardianId: string | null }) =>
      api.put<TripView>(`/trips/${tripId}/travellers/${applicationId}/guardian`, { guardianId }),
  );

/** POST /trips/{id}/submit: everyone who needs a visa, submitted together. */
export const useSubmitTrip = (tripId: string) =>
  useTripChange(tripId, () => api.post<TripView>(`/trips/${tripId}/submit`, {}));

/** POST /trips/{id}/travellers/{applicationId}/invitation: an adult follows their own application from their account. */
export const useInviteTraveller = (tripId: string) =>
  useTripChange(tripId, ({ applicationId, email }: { applicationId: string; email: string }) =>
    api.post<TripView>(`/trips/${tripId}/travellers/${applicationId}/invitation`, { email }),
  );

/** POST /trips/invitations/accept: the signed-in traveller takes up the invitation the emailed link carries. */
export const useAcceptTripInvitation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ applicationId: string; invitedBy: string }>('/trips/invitations/accept', { token }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
};
