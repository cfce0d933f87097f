import type { Page } from '@playwright/test';
import { bearer, demoSession, emailedLink, expect, test, uniqueEmail } from '../support/fixtures';
import { addVirtualAuthenticator, credentialsOf } from '../support/passkeys';

const password = 'Harbour-Lantern-47';

/** A screenshot in the test's output folder, to look at after the run. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** A new agent with no second factor, invited by the demo admin, password chosen from the emailed link. */
const createAgent = async (page: Page) => {
  const admin = await demoSession(page.request, 'admin');
  const email = uniqueEmail('passkey-agent');
  const created = await page.request.post('/api/users', {
    headers: bearer(admin.token ?? ''),
    data: { firstName: 'Lina', lastName: 'Park', email, role: 'agent' },
  });
  expect(created.status()).toBe(201);
  const token = new URL(await emailedLink(email, 'accept-invitation')).searchParams.get('token');
  const accepted = await page.request.post('/api/auth/accept-invitation', { data: { token, password } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return email;
};

const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // The password's hash at production cost: slow on a busy machine.
  await expect(page).toHaveURL(/\/second-factor$/, { timeout: 60_000 });
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
};

test('a new agent adds a passkey at first sign-in, then signs in with it', async ({ page }) => {
  test.setTimeout(300_000);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await createAgent(page);

  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await screenshot(page, 'enrol-with-passkey');
  await page.getByRole('button', { name: 'Add a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // Chromium's authenticator counts the creation as a use.
  expect((await credentialsOf(authenticator))[0]?.signCount).toBe(1);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);

  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByText('Use your passkey, or enter one of your recovery codes.')).toBeVisible();
  await screenshot(page, 'verify-with-passkey');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  expect((await credentialsOf(authenticator))[0]?.signCount).toBe(2);
});

test('a passkey the browser cannot find is refused with a message, and the code still works', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await createAgent(page);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Add a passkey instead' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await signOut(page);

  // The passkey is gone from this device: the browser answers that it has none, as when cancelled.
  await authenticator.cdp.send('WebAuthn.clearCredentials', {
    authenticatorId: authenticator.authenticatorId,
  });
  await signIn(page, email);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /cancelled or timed out/ })).toBeVisible({
    timeout: 90_000,
  });
  await screenshot(page, 'passkey-refused');
  await page.getByLabel(/^Code/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
});
