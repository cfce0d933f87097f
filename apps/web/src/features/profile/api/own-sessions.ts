import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnSessionView, OwnSignInView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';

const keys = { sessions: ['auth', 'sessions'] as const, signIns: ['auth', 'security-events'] as const };

/** GET /auth/sessions: the signed-in user's open sessions, this one marked. */
export const useOwnSessions = () =>
  useQuery({
    queryKey: keys.sessions,
    queryFn: async ({ signal }) => (await api.get<OwnSessionView[]>('/auth/sessions', { signal })).data,
  });

/** GET /auth/security-events: the user's sign-ins and failed attempts of the last 30 days. */
export const useOwnSignIns = () =>
  useQuery({
    queryKey: keys.signIns,
    queryFn: async ({ signal }) => (await api.get<OwnSignInView[]>('/auth/security-events', { signal })).data,
  });

/** DELETE /auth/sessions/{id}, or POST /auth/sessions/end-others with no id; the list is read again after. */
export const useEndSessions = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) =>
      sessionId
        ? api.delete<unknown>(`/auth/sessions/${sessionId}`)
        : api.post<unknown>('/auth/sessions/end-others'),
    onSettled: () => client.invalidateQueries({ queryKey: keys.sessions }),
  });
};
