import { expect, type Locator, type Page } from '@playwright/test';
import { createAcceptedUser } from './admin';
import { demoSession, uniqueEmail } from './fixtures';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app holding `secret` shows, `steps` periods of 30 s from now. */
export const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Recovery codes on screen, on the page or in the dialog that shows them once. */
export const shownRecoveryCodes = async (scope: Locator | Page) => {
  const items = scope.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  return items.allTextContents();
};

export const twoStepCard = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

/** Sets up an authenticator app from the profile, typing the key shown as text; returns it and the codes. */
export const setUpAuthenticator = async (page: Page) => {
  await twoStepCard(page).getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await setup.getByTestId('totp-secret').textContent()) ?? '').trim();
  await setup.getByLabel(/^Code from the app/).fill(codeOf(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  return { secret, codes, recoveryCodes: await shownRecoveryCodes(codes) };
};

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
  return { secret, recoveryCodes: await shownRecoveryCodes(page) };
};

/** A staff member's first sign-in with a password: sets up the app when asked, saves the codes, goes on. */
export const enrolAtFirstSignIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/second-factor$/);
  const enrolled = await enrolAuthenticator(page);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  return enrolled;
};

/** The password of the agents made by `createAgentWithoutFactor`. */
export const agentPassword = 'Cobalt-river-orchard-73';

/** A new agent with no second factor, invited by the demo admin, password chosen from the emailed link. */
export const createAgentWithoutFactor = async (page: Page, label: string) => {
  const admin = await demoSession(page.request, 'admin');
  const email = uniqueEmail(label);
  const person = { firstName: 'Omar', lastName: 'Haddad', email, role: 'agent' };
  await createAcceptedUser(page.request, admin.token ?? '', person, agentPassword);
  return email;
};

/** Email and password on the login page; the second factor's page comes next. */
export const signInToSecondStep = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(agentPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  // The password's hash at production cost: slow on a busy machine.
  await expect(page).toHaveURL(/\/second-factor$/, { timeout: 60_000 });
};

export const signOutThroughMenu = async (page: Page) => {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
};
