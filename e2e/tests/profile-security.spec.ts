import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';
import { axeViolationsIn, screenshot } from '../support/look';
import { logOutThroughUi, profilePassword, registerAndOpenProfile } from '../support/profile';
import { addVirtualAuthenticator, credentialsOf } from '../support/passkeys';
import { codeOf, setUpAuthenticator, shownRecoveryCodes, twoStepCard } from '../support/second-factor';

/** Password, then the second step, through the sign-in pages as a person would. */
const signInWithCode = async (page: Page, email: string, code: string) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(profilePassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByLabel(/^Code/).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
};

test('a traveller turns on an authenticator app from the profile, signs in with it, renews the recovery codes and removes it', async ({
  page,
}) => {
  // Two sign-ins, an enrolment and axe scans: more than the default time on a busy machine.
  test.slow();
  const email = await registerAndOpenProfile(page, 'two-step');
  const card = twoStepCard(page);
  await expect(card.getByText('Two-step sign-in is off')).toBeVisible();

  // A wrong first code is refused with the server's message, and the dialog stays to try again.
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  const firstSecret = ((await setup.getByTestId('totp-secret').textContent()) ?? '').trim();
  await setup.getByLabel(/^Code from the app/).fill(codeOf(firstSecret, 3));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(setup.getByText('That code is not right')).toBeVisible();
  await expect(setup.getByLabel(/^Code from the app/)).toHaveValue(codeOf(firstSecret, 3));
  await screenshot(page, 'totp-setup-dialog');
  expect(await axeViolationsIn(page, '.MuiDialog-root')).toEqual([]);
  await setup.getByRole('button', { name: 'Cancel' }).click();
  await expect(setup).toBeHidden();

  const { secret, codes, recoveryCodes } = await setUpAuthenticator(page);
  expect(secret).not.toBe(firstSecret);
  await screenshot(page, 'recovery-codes-dialog');
  expect(await axeViolationsIn(page, '.MuiDialog-root')).toEqual([]);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toBeHidden();
  const factors = card.getByRole('list', { name: 'Your second factors' });
  await expect(factors.getByRole('listitem')).toHaveCount(1);
  await expect(factors).toContainText('Authenticator app');
  await expect(card.getByText('10 recovery codes left')).toBeVisible();
  // An app is set up: the button to set up another is gone (the server allows one).
  await expect(card.getByRole('button', { name: 'Set up an authenticator app' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'two-step-card');
  expect(await axeViolationsIn(page, 'section[aria-labelledby="two-step-title"]')).toEqual([]);

  await logOutThroughUi(page);
  // The next period's code: the one that turned the app on is never accepted twice.
  await signInWithCode(page, email, codeOf(secret, 1));
  await page.goto('/profile');
  await expect(factors).toContainText('last used');
  await expect(factors).not.toContainText('not used yet');

  // New recovery codes, shown once; the old ones stop working.
  await card.getByRole('button', { name: 'New recovery codes' }).click();
  await page
    .getByRole('dialog', { name: 'Make new recovery codes?' })
    .getByRole('button', { name: 'Make new codes' })
    .click();
  const renewed = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const newCodes = await shownRecoveryCodes(renewed);
  expect(newCodes.some((code) => recoveryCodes.includes(code))).toBe(false);
  await renewed.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('10 recovery codes left')).toBeVisible();

  await card.getByRole('button', { name: 'Remove Authenticator app' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this authenticator app?' });
  await expect(remove).toContainText('your recovery codes stop working');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('Two-step sign-in is off')).toBeVisible();

  // Off again: the password alone signs in.
  await logOutThroughUi(page);
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(profilePassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
});

test('a demo session sees why two-step sign-in cannot be changed there', async ({ page }) => {
  await signInAs(page, 'general');
  await page.goto('/profile');
  const card = twoStepCard(page);
  await expect(card.getByText('This demo account is shared by every visitor')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('a traveller adds a passkey from the profile: the recovery codes come once and the list shows it', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  await registerAndOpenProfile(page, 'passkey-profile');
  const card = twoStepCard(page);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await shownRecoveryCodes(codes);
  expect(await credentialsOf(authenticator)).toHaveLength(1);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  const passkey = card.getByRole('list', { name: 'Your second factors' }).getByRole('listitem');
  await expect(passkey).toHaveCount(1);
  // The first passkey's default label is its kind, said once.
  // Written like the 'last used' date-time beside it: '28 Nov 2026'.
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(),
  );
  await expect(passkey).toContainText(`Added ${today} · not used yet`);
  await expect(card.getByRole('button', { name: 'Remove Passkey' })).toBeVisible();
  await expect(card.getByText('10 recovery codes left')).toBeVisible();
  // No app yet: it can still be set up beside the passkey.
  await expect(card.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});
