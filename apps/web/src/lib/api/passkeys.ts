import type {
  PasskeyAuthenticationOptionsView,
  PasskeyRegistrationOptionsView,
  RecoveryCodesView,
} from '@visabridge/contract/second-factor';
import { secondFactorMessages } from '@visabridge/contract/second-factor';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api } from '../api-client';

const base = '/auth/second-factor/passkeys';

/** The browser side of WebAuthn, loaded only when a passkey is used: no page's first load carries it. */
const loadWebAuthn = async () => {
  const webAuthn = await import('@simplewebauthn/browser');
  if (!webAuthn.browserSupportsWebAuthn()) throw new Error(secondFactorMessages.passkeyUnsupported);
  return webAuthn;
};

/** The browser's refusal in the product's words: cancelled or timed out, already added, or failed. */
const ceremonyError = (error: unknown) => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new Error(secondFactorMessages.passkeyCancelled);
  }
  if (name === 'InvalidStateError') return new Error(secondFactorMessages.passkeyAlreadyAdded);
  return new Error(secondFactorMessages.passkeyFailed);
};

/**
 * Adds a passkey: creation options from the server, the browser's prompt, then the server's check.
 * A first factor answers its recovery codes.
 */
export const addPasskey = async (label?: string) => {
  const { startRegistration } = await loadWebAuthn();
  const { data: options } = await api.post<PasskeyRegistrationOptionsView>(
    `${base}/register-options`,
    undefined,
  );
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch((error: unknown) => {
    throw ceremonyError(error);
  });
  return api.post<RecoveryCodesView>(`${base}/register`, { label, credential });
};

/** Passes the second factor with one of the user's passkeys (sign-in's second step, or step-up). */
export const verifyWithPasskey = async () => {
  const { startAuthentication } = await loadWebAuthn();
  const { data: options } = await api.post<PasskeyAuthenticationOptionsView>(
    `${base}/authenticate-options`,
    undefined,
  );
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch((error: unknown) => {
    throw ceremonyError(error);
  });
  return api.post<undefined>(`${base}/authenticate`, { credential });
};
