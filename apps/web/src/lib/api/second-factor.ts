import { useQuery } from '@tanstack/react-query';
import type {
  RecoveryCodesView,
  SecondFactorStatusView,
  TotpSetupView,
} from '@visabridge/contract/second-factor';
import { api } from '../api-client';

/** GET /auth/second-factor: the user's factors and what the session still owes. */
export const fetchSecondFactorStatus = () => api.get<SecondFactorStatusView>('/auth/second-factor');

/** POST /auth/second-factor/verify: finishes a sign-in or confirms a sensitive change. */
export const verifySecondFactor = (code: string) =>
  api.post<undefined>('/auth/second-factor/verify', { code });

/** POST /auth/second-factor/totp: a new authenticator secret and its QR code. */
export const startTotpSetup = () => api.post<TotpSetupView>('/auth/second-factor/totp', undefined);

/** POST /auth/second-factor/totp/confirm: the app's first code; a first factor returns recovery codes. */
export const confirmTotp = (code: string) =>
  api.post<RecoveryCodesView>('/auth/second-factor/totp/confirm', { code });

/** POST /auth/second-factor/recovery-codes: ten new recovery codes; the old ones stop working. */
export const renewRecoveryCodes = () =>
  api.post<RecoveryCodesView>('/auth/second-factor/recovery-codes', undefined);

/** DELETE /auth/second-factor/{id}: removes one of the user's second factors. */
export const removeSecondFactor = (factorId: string) =>
  api.delete<undefined>(`/auth/second-factor/${factorId}`);

export const secondFactorStatusKey = ['auth', 'second-factor'] as const;

/** The signed-in user's second factors and recovery codes left, for the profile. */
export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: secondFactorStatusKey,
    queryFn: async ({ signal }) =>
      (await api.get<SecondFactorStatusView>('/auth/second-factor', { signal })).data,
  });
