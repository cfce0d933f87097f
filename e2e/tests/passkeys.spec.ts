import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/look';
import { addVirtualAuthenticator, credentialsOf } from '../support/passkeys';
import { createAgentWithoutFactor, signInToSecondStep, signOutThroughMenu } from '../support/second-factor';

/** A screenshot in the test's output folder, to look at after the run. */
test('a new agent adds a passkey at first sign-in, then signs in with it', async ({ page }) => {
  test.setTimeout(300_000);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await createAgentWithoutFactor(page, 'passkey-agent');

  await signInToSecondStep(page, email);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await screenshot(page, 'enrol-with-passkey');
  await page.getByRole('button', { name: 'Add a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // Chromium's authenticator counts the creation as a use.
  expect((await credentialsOf(authenticator))[0]?.signCount).toBe(1);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);

  await signOutThroughMenu(page);
  await signInToSecondStep(page, email);
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
  const email = await createAgentWithoutFactor(page, 'passkey-agent');
  await signInToSecondStep(page, email);
  await page.getByRole('button', { name: 'Add a passkey instead' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await signOutThroughMenu(page);

  // The passkey is gone from this device: the browser answers that it has none, as when cancelled.
  await authenticator.cdp.send('WebAuthn.clearCredentials', {
    authenticatorId: authenticator.authenticatorId,
  });
  await signInToSecondStep(page, email);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /cancelled or timed out/ })).toBeVisible({
    timeout: 90_000,
  });
  await screenshot(page, 'passkey-refused');
  await page.getByLabel(/^Code/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
});
