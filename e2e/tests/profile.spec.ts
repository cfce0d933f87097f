import { emailedLink, expect, pickCountry, test, uniqueEmail } from '../support/fixtures';
import { logInThroughUi, profilePassword, registerAndOpenProfile, serverProfile } from '../support/profile';

test('a user edits the first name, phone and company, saves, and still sees them after a reload', async ({
  page,
}) => {
  await registerAndOpenProfile(page, 'profile-edit');
  const accountMenu = page.getByRole('button', { name: /account menu/i });
  await expect(accountMenu).toHaveText('L');

  await page.getByLabel(/^First Name/).fill('Marta');
  await page.getByLabel(/^Phone Number/).fill('+49 30 555 0199');
  await page.getByRole('textbox', { name: 'Company' }).fill('Fischer Consulting');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(accountMenu).toHaveText('M');

  await page.reload();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Marta');
  await expect(page.getByLabel(/^Last Name/)).toHaveValue('Fischer');
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('+49 30 555 0199');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Fischer Consulting');
  await expect(page.getByRole('heading', { name: 'Marta Fischer' })).toBeVisible();
  await expect(accountMenu).toHaveText('M');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test('bad profile input shows the field messages, keeps what was typed and changes nothing', async ({
  page,
}) => {
  await registerAndOpenProfile(page, 'profile-invalid');

  await page.getByLabel(/^First Name/).fill('');
  await page.getByLabel(/^Phone Number/).fill('call me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('');
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('call me');
  await expect(page.getByText('Profile updated successfully!')).toBeHidden();

  const stored = await serverProfile(page);
  expect(stored.firstName).toBe('Lena');
  expect(stored.phone).toBe('+49 30 555 0100');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Lena');
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('+49 30 555 0100');
});

test('an unverified user resends the verification email and verifies with the new link', async ({ page }) => {
  const email = await registerAndOpenProfile(page, 'profile-verify');
  const registrationLink = await emailedLink(email, 'verify-email');
  await expect(page.getByText('Not verified')).toBeVisible();

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('We have sent a new verification link to your email.')).toBeVisible();
  await expect.poll(() => emailedLink(email, 'verify-email')).not.toBe(registrationLink);

  await page.goto(await emailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  expect((await serverProfile(page)).isEmailVerified).toBe(true);

  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Not verified')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeHidden();
});

test('a traveller signs up choosing the nationality by the name people use, and the profile shows that country', async ({
  page,
}) => {
  const email = uniqueEmail('profile-nationality');
  await page.goto('/register');
  await page.getByLabel(/^First Name/).fill('Awa');
  await page.getByLabel(/^Last Name/).fill('Kone');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('+225 27 2000 0000');
  await page.getByLabel(/^Password/).fill(profilePassword);
  await page.getByLabel(/^Confirm Password/).fill(profilePassword);
  const nationality = page.getByRole('combobox', { name: /^Nationality/ });
  await nationality.fill('cote');
  await expect(page.getByRole('option').first()).toHaveText(/Ivory Coast/);
  await nationality.fill('ivory');
  await page.keyboard.press('Enter');
  await expect(nationality).toHaveValue('Ivory Coast');
  await page.getByLabel(/^Date of Birth/).fill('1993-09-21');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughUi(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: /^Nationality/ })).toHaveValue('Ivory Coast');
  expect((await serverProfile(page)).nationality).toBe('CI');

  await pickCountry(page, /^Nationality/, 'Netherlands', 'holland');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  expect((await serverProfile(page)).nationality).toBe('NL');
});
