import type { Page } from '@playwright/test';
import {
  currentTextVersions,
  emailedLink,
  expect,
  pickCountry,
  test,
  uniqueEmail,
} from '../support/fixtures';

// Each test walks sign-up or login, the visa check and the wizard.
test.describe.configure({ timeout: 90_000 });

const password = 'mumbai-monsoon-2026';
const notes = 'Connecting flight through Dubai; staying with a colleague in Mumbai for the first week.';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

/**
 * Opens the answer for Germany → India (business), adds Additional Details, checks again and chooses Start
 * Application at once, signed out. The code the new check loads first (its schema) arrives slowly, as on
 * a phone: Start Application waits for that check, so the notes travel with the trip and the visitor is
 * not brought back to the checker once they have left.
 */
const startApplicationSignedOut = async (page: Page) => {
  await page.goto('/visa-check?from=DE&to=IN&purpose=business');
  const start = page.getByRole('region', { name: 'Germany to India' }).getByRole('link', {
    name: 'Start Application',
  });
  await expect(start).toBeVisible();
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByLabel(/^Additional Details/).fill(notes);
  await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await start.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.unrouteAll({ behavior: 'wait' });
};

/** An account registered through the API (not signed in), with a fresh email; returns the email. */
const registerThroughApi = async (page: Page, label: string, fullName: string) => {
  const email = uniqueEmail(label);
  const registered = await page.request.post('/api/auth/register', {
    data: {
      fullName,
      email,
      password,
      phone: '+49 30 5550101',
      nationality: 'DE',
      dateOfBirth: '1988-02-14',
      acceptedVersions: await currentTextVersions(page.request),
    },
  });
  expect(registered.status()).toBe(202);
  return email;
};

const logIn = async (page: Page, email: string) => {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
};

/** On the wizard's first step with the checked trip, the notes filled in; continues and checks what was saved. */
const expectTripInWizard = async (page: Page) => {
  await expect(page).toHaveURL(/\/application\?fromCountry=DE&toCountry=IN&visaType=[^&]+&purpose=business$/);
  await expect(page.getByRole('heading', { name: 'Start your application' })).toBeVisible({
    timeout: 15_000,
  });
  const trip = page.getByRole('region', { name: 'Your trip' });
  await expect(trip).toContainText('India');
  await expect(trip).toContainText('Business');
  await expect(page.getByLabel('Travel notes')).toHaveValue(notes);
  await page.screenshot({ path: test.info().outputPath('start-step.png'), fullPage: true });

  await page.getByRole('button', { name: 'Continue to personal details' }).click();
  await expect(page).toHaveURL(/\/application\?id=[0-9a-f-]{36}&step=personal$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByRole('button', { name: 'Travel plans' }).click();
  await expect(field(page, 'Travel notes')).toHaveValue(notes);
  await page.screenshot({ path: test.info().outputPath('travel-notes.png'), fullPage: true });

  // The draft holds the trip and the notes, and the waiting trip is gone once used.
  const stored = await page.request.get(`/api/applications/${id}`);
  expect((await stored.json()).data).toMatchObject({
    fromCountry: 'DE',
    toCountry: 'IN',
    purpose: 'business',
    travelInfo: { travelNotes: notes },
  });
  expect(await page.evaluate(() => localStorage.getItem('visabridge.pendingTrip'))).toBeNull();

  // The application's own page shows the notes too.
  await page.goto(`/applications/${id}`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`Travel notes${notes}`, {
    timeout: 15_000,
  });
};

test('a new visitor signs up and verifies the email after Start Application, and the trip continues after logging in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('trip');
  await startApplicationSignedOut(page);

  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await page.getByLabel(/^First Name/).fill('Lena');
  await page.getByLabel(/^Last Name/).fill('Fischer');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('+49 30 5550100');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await pickCountry(page, /^Nationality/, 'Germany');
  await page.getByLabel(/^Date of Birth/).fill('1991-06-02');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The emailed link opens in a new tab of the same browser, as a mail client would open it.
  const mailTab = await context.newPage();
  await mailTab.goto(await emailedLink(email, 'verify-email'));
  await expect(mailTab.getByText('Your email address is verified.')).toBeVisible();
  await mailTab.getByRole('link', { name: 'Log In' }).click();
  await logIn(mailTab, email);

  await expectTripInWizard(mailTab);
});

test('a visitor with an account logs in after Start Application and continues with the trip', async ({
  page,
}) => {
  const email = await registerThroughApi(page, 'trip-login', 'Ravi Menon');

  await startApplicationSignedOut(page);
  await logIn(page, email);

  await expectTripInWizard(page);
});

test('a trip left behind by a visitor does not follow another account that logs in later', async ({
  page,
}) => {
  const email = await registerThroughApi(page, 'later', 'Omar Haddad');

  await startApplicationSignedOut(page);
  // The visitor walks away; someone else logs in from the home page's Login.
  await page.goto('/');
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('visabridge.pendingTrip'))).toBeNull();

  await page.goto('/application?fromCountry=DE&toCountry=IN&visaType=IN-BUSINESS&purpose=business');
  await expect(page.getByLabel('Travel notes')).toHaveValue('');
});
