import type { CDPSession, Page } from '@playwright/test';

/** Chromium's virtual authenticator: a platform passkey that always finds the user present and verified. */
export const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
};

export const credentialsOf = async ({ cdp, authenticatorId }: { cdp: CDPSession; authenticatorId: string }) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
