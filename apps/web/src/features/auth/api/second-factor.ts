import type {
  RecoveryCodesView,
  SecondFactorStatusView,
  TotpSetupView,
} from '@visabridge/contract/second-factor';
import { api } from '../../../lib/api-client';

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
