import type { Role, UserView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type UserChange = { id: string; status?: UserView['status']; role?: Role };

/** PUT /users/{id}: activates or deactivates an account, or changes its role. */
export const useUpdateUser = () =>
  useAdminMutation(({ id, ...change }: UserChange) => api.put<UserView>(`/users/${id}`, change));
