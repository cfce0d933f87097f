import {
  currentTextVersions,
  emailedLink,
  emailedText,
  expect,
  pickCountry,
  sessionCookieName,
  test,
  uniqueEmail,
} from '../support/fixtures';

test('a traveller registers, verifies the email, logs in, reaches the dashboard and logs out', async ({
  page,
}) => {
  // Two tabs and a dozen screens: more than the default time on a busy machine.
  test.slow();
  const email = uniqueEmail('journey');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel(/^First Name/).fill('Amara');
  await page.getByLabel(/^Last Name/).fill('Okonkwo');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('+234 1 555 0100');
  await page.getByLabel(/^Password/).fill('lagos-harbour-2026');
  await page.getByLabel(/^Confirm Password/).fill('lagos-harbour-2026');
  await pickCountry(page, /^Nationality/, 'Nigeria');
  await page.getByLabel(/^Date of Birth/).fill('1992-04-18');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Thank you! Check your email to verify your account, then log in.'),
  ).toBeVisible();

  const verifyLink = await emailedLink(email, 'verify-email');
  await page.goto(verifyLink);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('lagos-harbour-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Amara/ })).toBeVisible();

  // The session is an httpOnly cookie: page script sees no token anywhere, and every tab shares it.
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: sessionCookieName, httpOnly: true, sameSite: 'Lax', expires: -1 });
  expect(await page.evaluate(() => document.cookie)).not.toContain(sessionCookieName);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(cookie?.value ?? 'no cookie');
  expect(stored).not.toMatch(/token/i);

  const tab = await page.context().newPage();
  const visited: string[] = [];
  tab.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
  await tab.goto('/profile');
  await expect(tab.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Amara');
  await tab.goto(verifyLink);
  await expect(tab.getByText('This link was used already: your email address is verified.')).toBeVisible();
  await expect(tab.getByRole('button', { name: /account menu/i })).toBeVisible();
  expect(visited).not.toContain('/login');
  // A background tab does not paint, so the first tab comes forward before it is used again.
  await page.bringToFront();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('link', { name: 'Login', exact: true })
      .or(page.getByRole('button', { name: 'Login', exact: true })),
  ).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.context().cookies()).toEqual([]);
  await tab.goto('/profile');
  await expect(tab).toHaveURL(/\/login$/);
});

test('a person who forgot the password resets it with the emailed link and logs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  const registered = await request.post('/api/auth/register', {
    data: {
      fullName: 'Tomas Novak',
      email,
      phone: '+420 555 010 101',
      password: 'first-password-1',
      nationality: 'CZ',
      dateOfBirth: '1980-01-15',
      acceptedVersions: await currentTextVersions(request),
    },
  });
  expect(registered.status()).toBe(202);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes before the page's code has loaded; the login form's Email field is still showing until then.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.locator('#main-content').getByText(/If an account exists for that email/)).toBeVisible();

  await page.goto(await emailedLink(email, 'reset-password'));
  await page.getByLabel(/^New Password|^Password/).fill('second-password-2');
  await page.getByLabel(/^Confirm Password/).fill('second-password-2');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('second-password-2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  // The owner is told, with no link that signs in.
  expect(await emailedText(email, /The password of your VisaBridge account was just changed/)).toBeTruthy();
});
