import type {
  LoginInput,
  RegisterInput,
  Role,
  SessionView,
  UpdateProfileInput,
  UserView,
} from '@visabridge/contract';
import { api } from '../api-client';

// Session calls answer 401 on purpose (wrong password, stale token), so none of them triggers the redirect.
const quiet = { skipAuthRedirect: true };

export const requestLogin = (input: LoginInput) => api.post<SessionView>('/auth/login', input, quiet);

export const requestDemoLogin = (role: Role) => api.post<SessionView>('/auth/demo-login', { role }, quiet);

/** Answers alike for a new and a registered email: the account holder learns the rest by email. */
export const requestRegister = (input: RegisterInput) => api.post<undefined>('/auth/register', input);

export const requestLogout = () => api.post<unknown>('/auth/logout', undefined, quiet);

export const fetchProfile = (options: { quiet?: boolean } = {}) =>
  api.get<UserView>('/auth/profile', options.quiet ? quiet : undefined);

export const requestProfileUpdate = (input: UpdateProfileInput) => api.put<UserView>('/auth/profile', input);
