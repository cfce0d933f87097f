import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app holding `secret` shows, `steps` periods of 30 s from now. */
export const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/**
 * Sets up an authenticator app on the enrolment page as a person would, typing the key shown as text, and
 * returns that key and the recovery codes, still on screen.
 */
export const enrolAuthenticator = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel(/^Code from the app/).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const items = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  return { secret, recoveryCodes: await items.allTextContents() };
};

/** A staff member's first sign-in with a password: sets up the app when asked, saves the codes, goes on. */
export const enrolAtFirstSignIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/second-factor$/);
  const enrolled = await enrolAuthenticator(page);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  return enrolled;
};
