import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/look';
import {
  codeOf,
  createAgentWithoutFactor,
  enrolAuthenticator,
  signInToSecondStep,
  signOutThroughMenu,
} from '../support/second-factor';

/** A screenshot in the test's output folder, to look at after the run. */
test('a new agent sets up an authenticator app at first sign-in, then signs in with its code or a recovery code', async ({
  page,
}) => {
  // Three sign-ins and a code period to wait for: more than the default time on a busy machine.
  test.slow();
  const email = await createAgentWithoutFactor(page, 'mfa-agent');

  await signInToSecondStep(page, email);
  // Nothing else opens before the second factor is set up: the app comes back here.
  await page.goto('/agent-dashboard');
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await screenshot(page, 'enrol');
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel(/^Code from the app/).fill(codeOf(secret, 3));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await page.reload();
  const { secret: newSecret, recoveryCodes } = await enrolAuthenticator(page);
  expect(newSecret).not.toBe(secret);
  await expect(page.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await screenshot(page, 'recovery-codes');
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);

  await signOutThroughMenu(page);
  await signInToSecondStep(page, email);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await screenshot(page, 'verify');
  await page.getByLabel(/^Code/).fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  // The next period's code: the one used to turn the app on is never accepted twice.
  await page.getByLabel(/^Code/).fill(codeOf(newSecret, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);

  const [recoveryCode] = recoveryCodes;
  for (const attempt of ['first', 'again'] as const) {
    await signOutThroughMenu(page);
    await signInToSecondStep(page, email);
    await page.getByLabel(/^Code/).fill(recoveryCode ?? '');
    await page.getByRole('button', { name: 'Continue' }).click();
    if (attempt === 'first') await expect(page).toHaveURL(/\/agent-dashboard$/);
    else await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  }
});

test('the second-factor pages fit a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await createAgentWithoutFactor(page, 'mfa-agent');
  await signInToSecondStep(page, email);
  await enrolAuthenticator(page);
  await screenshot(page, 'recovery-codes-phone');
  const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(await overflows()).toBe(false);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await signOutThroughMenu(page);
  await signInToSecondStep(page, email);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await screenshot(page, 'verify-phone');
  expect(await overflows()).toBe(false);
  // Someone else at this phone can leave the half-done sign-in.
  await page.getByRole('button', { name: 'Cancel and log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/agent-dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
