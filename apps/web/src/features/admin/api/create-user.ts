import type { createUserInput, UserView } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /users: the account is created without a password and the person is emailed an invitation. */
export const useCreateUser = () =>
  useAdminMutation((input: z.output<typeof createUserInput>) => api.post<UserView>('/users', input));
