import { emailedLink, expect, test, uniqueEmail } from '../support/fixtures';
import { enrolAtFirstSignIn } from '../support/second-factor';

test('an invited agent chooses a password from the emailed link and signs in', async ({ page }) => {
  const admin = await page.request.post('/api/auth/demo-login', { data: { role: 'admin' } });
  const { token } = ((await admin.json()) as { data: { token: string } }).data;
  const email = uniqueEmail('invited-agent');
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: 'Ines', lastName: 'Moreau', email, role: 'agent' },
  });
  expect(created.status()).toBe(201);

  await page.goto(await emailedLink(email, 'accept-invitation'));
  await expect(page.getByRole('heading', { name: 'Welcome to VisaBridge' })).toBeVisible();
  await page.getByLabel(/^New Password/).fill('Cobalt-Fennel-Drum-84');
  await page.getByLabel(/^Confirm Password/).fill('Different2026!');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel(/^New Password/)).toHaveValue('Cobalt-Fennel-Drum-84');
  await page.getByLabel(/^Confirm Password/).fill('Cobalt-Fennel-Drum-84');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password is set. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Cobalt-Fennel-Drum-84');
  await page.getByRole('button', { name: 'Log In' }).click();
  // Staff set up a second factor before anything else.
  await enrolAtFirstSignIn(page);
  await expect(page).toHaveURL(/\/agent-dashboard$/);
});

test('a used or made-up invitation link says so and does not offer a self-service link', async ({ page }) => {
  await page.goto('/accept-invitation?token=made-up');
  await page.getByLabel(/^New Password/).fill('Cobalt-Fennel-Drum-84');
  await page.getByLabel(/^Confirm Password/).fill('Cobalt-Fennel-Drum-84');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/This invitation link is invalid or has expired/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeHidden();
});
