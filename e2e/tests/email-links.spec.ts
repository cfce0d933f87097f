import { currentTextVersions, emailedLink, expect, test, uniqueEmail } from '../support/fixtures';

test('a made-up reset link says it is invalid and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?token=made-up');
  await page.getByLabel(/^New Password/).fill('brand-new-pass-1');
  await page.getByLabel(/^Confirm Password/).fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  const alert = page
    .locator('#main-content')
    .getByRole('alert')
    .filter({ hasText: 'This reset link is invalid or has expired.' });
  await expect(alert).toBeVisible();
  // The token left the address bar once read (history, Referer); the page kept it to send.
  await expect(page).toHaveURL(/\/reset-password$/);
  await alert.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
});

test('a reset link without a token says it is invalid straight away', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText('This reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeHidden();
});

test('a made-up verification link says it is invalid', async ({ page }) => {
  await page.goto('/verify-email?token=made-up');
  const main = page.locator('#main-content');
  await expect(main.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(main.getByText('Your email address is verified.')).toBeHidden();
  await expect(main.getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('a verification link opened a second time says the address is verified', async ({ page }) => {
  const email = uniqueEmail('verify.twice');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      fullName: 'Lin Wei',
      email,
      password: 'GreatWall2026!',
      phone: '+86 10 5555 0100',
      nationality: 'CN',
      dateOfBirth: '1985-06-01',
      acceptedVersions: await currentTextVersions(page.request),
    },
  });
  expect(registered.status()).toBe(202);
  const link = await emailedLink(email, 'verify-email');
  const main = page.locator('#main-content');

  await page.goto(link);
  await expect(main.getByText('Your email address is verified.')).toBeVisible();

  await page.goto(link);
  await expect(main.getByText('This link was used already: your email address is verified.')).toBeVisible();
  await expect(main.getByText('This verification link is invalid or has expired.')).toBeHidden();
});
