import type { OpenCasesChoice, Role, UserView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type UserChange = { id: string; status?: UserView['status']; role?: Role; openCases?: OpenCasesChoice };

/** PUT /users/{id}: activates or deactivates an account (saying where an agent's open cases go), or changes its role. */
export const useUpdateUser = () =>
  useAdminMutation(({ id, ...change }: UserChange) => api.put<UserView>(`/users/${id}`, change));
