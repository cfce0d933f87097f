import { emailedText, expect, pickCountry, test } from '../support/fixtures';

test('the registration form shows every validation message and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    'Password is required',
    'Please confirm your password',
    'Nationality is required',
    'Date of birth is required',
    'You must agree to the terms and conditions',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel(/^First Name/).fill('   ');
  await page.getByLabel(/^Email/).fill('someone@nowhere');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Confirm Password/).fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('someone@nowhere');
});

test('a guessable password shows the server reason on its field; a registered email looks like any sign-up', async ({
  page,
}) => {
  const accounts = await (await page.request.get('/api/auth/demo-accounts')).json();
  const email: string = accounts.data[0].email;
  await page.goto('/register');
  await page.getByLabel(/^First Name/).fill('Copy');
  await page.getByLabel(/^Last Name/).fill('Cat');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('+1 555 0100');
  await page.getByLabel(/^Password/).fill('password');
  await page.getByLabel(/^Confirm Password/).fill('password');
  await pickCountry(page, /^Nationality/, 'Canada');
  await page.getByLabel(/^Date of Birth/).fill('1990-01-01');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const reason = 'This password is too easy to guess: this is a heavily used password.';
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(reason);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Copy');

  await page.getByLabel(/^Password/).fill('long-enough-pass');
  await page.getByLabel(/^Confirm Password/).fill('long-enough-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Thank you! Check your email to verify your account, then log in.'),
  ).toBeVisible();
  // The holder of the address learns of it by email, with the ways back in.
  const notice = await emailedText(email, /Someone, perhaps you, tried[\s\S]*forgot-password/);
  expect(notice).toContain('/login');
});

test('the login form shows its validation messages, clears them on edit, and reports bad credentials', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In to Your Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel(/^Email/).fill('not-an-email');
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel(/^Email/).fill('nobody@example.com');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  // Above the form as an alert (its code loads once the form is on screen), and as a toast.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log In' }) });
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByText('Invalid email or password')).toHaveCount(2);
  await expect(page.getByLabel(/^Email/)).toHaveValue('nobody@example.com');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('a form whose checks cannot be downloaded', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test('says so at its first field, stops waiting, and signs in once they can', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html[data-started]')).toBeAttached();
    // The connection drops after the page has started: the form's checks (zod, its schema) cannot download.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByLabel(/^Email/).fill('maya.chen@demo.visabridge.test');
    await page.getByLabel(/^Password/).fill('DemoPass2026!');
    const logIn = page.getByRole('button', { name: 'Log In' });
    await logIn.click();
    await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
    await expect(logIn).toBeEnabled();
    await expect(page.getByLabel(/^Email/)).toHaveValue('maya.chen@demo.visabridge.test');

    await page.unrouteAll();
    await logIn.click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });
});
