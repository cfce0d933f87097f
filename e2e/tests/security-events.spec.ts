import { currentTextVersions, expect, signInAs, test, uniqueEmail } from '../support/fixtures';
import { openAdminTab } from '../support/admin';
import { logInThroughUi, profilePassword, registerAndOpenProfile } from '../support/profile';

test('an admin finds a traveller’s failed sign-in among the security events', async ({ page, browser }) => {
  const email = uniqueEmail('security-failed');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      fullName: 'Lena Fischer',
      email,
      phone: '+49 30 555 0100',
      password: profilePassword,
      nationality: 'DE',
      dateOfBirth: '1988-06-02',
      acceptedVersions: await currentTextVersions(page.request),
    },
  });
  expect(registered.status()).toBe(202);
  // Someone tries the account with a wrong password, in a browser of their own.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/login');
  await stranger.getByLabel(/^Email/).fill(email);
  await stranger.getByLabel(/^Password/).fill('Not-the-right-one-77');
  await stranger.getByRole('button', { name: 'Log In' }).click();
  // On the form, not the toast that says it too.
  await expect(stranger.getByRole('main').getByText('Invalid email or password')).toBeVisible();
  await stranger.context().close();

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Security');
  await page.getByRole('searchbox', { name: 'Account' }).fill(email);
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'Sign-in failed' }).click();
  const table = page.getByRole('table', { name: 'Security events' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Sign-in failed');
  await expect(table.getByRole('row').nth(1)).toContainText(`Lena Fischer <${email}>`);
  await expect(table.getByRole('row').nth(1)).toContainText('wrong password');
  await page.screenshot({ path: test.info().outputPath('admin-security.png'), fullPage: true });

  // They never signed in: that filter finds nothing.
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await expect(page.getByText('No security event matches these filters.')).toBeVisible();
});

test('a traveller signed in on two browsers sees both and signs the other out', async ({ page, browser }) => {
  const email = await registerAndOpenProfile(page, 'security-devices');
  const otherContext = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  });
  const other = await otherContext.newPage();
  await logInThroughUi(other, email);

  await page.reload();
  const section = page.getByRole('region', { name: 'Sign-ins and devices' });
  const sessions = section.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expect(sessions.getByText('Safari on macOS')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Recent sign-ins' }).getByRole('listitem')).toHaveCount(2);
  await section.screenshot({ path: test.info().outputPath('profile-sign-ins.png') });

  await sessions.getByRole('button', { name: /^Sign out Safari on macOS/ }).click();
  await expect(page.getByText('That session is signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'Sign out everywhere else' })).toBeHidden();

  // The other browser is signed out at its next step.
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
});
