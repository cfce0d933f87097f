import { readFile } from 'node:fs/promises';
import { bearer, expect, test } from '../support/fixtures';
import {
  bodyBackground,
  darkBackground,
  lightBackground,
  logInThroughUi,
  logOutThroughUi,
  profilePassword,
  registerAndOpenProfile,
  serverProfile,
} from '../support/profile';

test.use({ colorScheme: 'light' });

// Two logins through the UI, each hashing a password: slow on a busy machine.
const twoLogins = () => test.slow();

test('the dark theme chosen in the preferences is stored on the account and returns at the next login', async ({
  page,
}) => {
  twoLogins();
  const email = await registerAndOpenProfile(page, 'profile-theme');
  expect(await bodyBackground(page)).toBe(lightBackground);

  const themes = page.getByRole('group', { name: 'Theme' });
  await themes.getByRole('button', { name: 'Dark' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe(darkBackground);
  await expect(themes.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect((await serverProfile(page)).themePreference).toBe('dark');

  // Signed out, and this browser forgets its own choice: only the account can bring the theme back.
  await logOutThroughUi(page);
  await page.evaluate(() => window.localStorage.removeItem('visabridge.theme'));
  await page.reload();
  await expect.poll(() => bodyBackground(page)).toBe(lightBackground);

  await logInThroughUi(page, email);
  await expect.poll(() => bodyBackground(page)).toBe(darkBackground);
  await page.goto('/profile');
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a user changes the password: other sessions end and only the new password logs in', async ({
  page,
}) => {
  twoLogins();
  const email = await registerAndOpenProfile(page, 'profile-password');
  const otherDevice = await page.request.post('/api/auth/login', {
    data: { email, password: profilePassword },
  });
  const otherToken = ((await otherDevice.json()) as { data: { token: string } }).data.token;
  const newPassword = 'a-fresh-passphrase-2026';

  await page.getByLabel(/^Current Password/).fill('not-my-password');
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm New Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  await expect(page.getByLabel(/^New Password/)).toHaveValue(newPassword);

  await page.getByLabel(/^Current Password/).fill(profilePassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByLabel(/^Current Password/)).toHaveValue('');

  const other = await page.request.get('/api/auth/profile', { headers: bearer(otherToken) });
  expect(other.status()).toBe(401);
  expect((await serverProfile(page)).firstName).toBe('Lena');

  await logOutThroughUi(page);
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(profilePassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await logInThroughUi(page, email, newPassword);
});

test('a user downloads their data as a JSON file holding their account', async ({ page }) => {
  const email = await registerAndOpenProfile(page, 'profile-export');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^visabridge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string } };
  expect(data.account.email).toBe(email);
  await expect(page.getByText('Your data is downloading')).toBeVisible();
});

test('a user deletes the account with the password; it then cannot log in', async ({ page }) => {
  const email = await registerAndOpenProfile(page, 'profile-delete');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/submitted applications without your details/)).toBeVisible();

  await dialog.getByLabel(/^Password/).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();

  await dialog.getByLabel(/^Password/).fill(profilePassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(profilePassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
