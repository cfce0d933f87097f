import type { Page, Request } from '@playwright/test';
import { currentTextVersions, expect, pickCountry, test, uniqueEmail } from '../support/fixtures';

const password = 'harbour-lights-2026';

/** Holds the app's scripts back until released: the page is the server's drawing, as on a slow phone. */
const holdScripts = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

/** Every request the page makes, with its address (the request line's target) and its Referer. */
const recordRequests = (page: Page) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return async (...secrets: string[]) => {
    const seen = await Promise.all(
      requests.map(async (request) => ({
        url: request.url(),
        referer: (await request.allHeaders()).referer ?? '',
      })),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      const forms = [
        secret,
        encodeURIComponent(secret),
        new URLSearchParams({ s: secret }).toString().slice(2),
      ];
      for (const { url, referer } of seen)
        for (const form of forms) {
          expect(url, 'a request address').not.toContain(form);
          expect(referer, `the Referer of ${url}`).not.toContain(form);
        }
    }
  };
};

/** A traveller account made through the API, to sign in with. */
const registerTraveller = async (page: Page) => {
  const email = uniqueEmail('early');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      fullName: 'Ilse Brandt',
      email,
      password,
      phone: '+49 30 1234567',
      nationality: 'DE',
      dateOfBirth: '1991-06-02',
      acceptedVersions: await currentTextVersions(page.request),
    },
  });
  expect(registered.status()).toBe(202);
  return email;
};

/** The traveller's dashboard: the app's code for it loads after sign-in, slowly on a busy machine. */
const expectDashboard = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${name}`) })).toBeVisible({
    timeout: 45_000,
  });

const isStarted = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-started'));

/** A registered traveller on the login page as the server drew it, the app's scripts held back. */
const loginPageBeforeStart = async (page: Page) => {
  const email = await registerTraveller(page);
  const checkRequests = recordRequests(page);
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  return { email, checkRequests, releaseScripts };
};

const fillLogin = async (page: Page, email: string, typedPassword: string) => {
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(typedPassword);
};

const sendLogin = (page: Page) => page.getByRole('button', { name: 'Log In', exact: true }).click();

test('a login sent before the app has loaded signs in, with the password in no address or Referer', async ({
  page,
}) => {
  // Two pages and the app's start, on a busy machine.
  test.slow();
  const { email, checkRequests, releaseScripts } = await loginPageBeforeStart(page);
  await fillLogin(page, email, password);
  expect(await isStarted(page)).toBe(false);
  await sendLogin(page);
  // The browser posted the form to the page's address, and the server answered with the dashboard.
  await expect(page).toHaveURL(/\/user-dashboard$/);
  releaseScripts();
  await expectDashboard(page, 'Ilse');
  await checkRequests(password, email);
});

test('a wrong password sent before the app has loaded shows the form again with the email and the error, which the app then takes over', async ({
  page,
}) => {
  // Two pages and the app's start, on a busy machine.
  test.slow();
  const { email, checkRequests, releaseScripts } = await loginPageBeforeStart(page);
  await fillLogin(page, email, 'not-my-password');
  await sendLogin(page);

  const main = page.locator('#main-content');
  await expect(main.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  expect(await isStarted(page)).toBe(false);

  releaseScripts();
  await expect(page.locator('html[data-started]')).toBeAttached();
  // The app keeps what the server drew: the email and the message, and signs in from there.
  await expect(main.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await page.getByLabel(/^Password/).fill(password);
  await sendLogin(page);
  await expectDashboard(page, 'Ilse');
  await checkRequests(password, 'not-my-password', email);
});

test('a sign-up sent before the app has loaded keeps what was typed on a mistake, then creates the account', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('early.signup');
  const phone = '+49 30 7654321';
  const checkRequests = recordRequests(page);
  const releaseScripts = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByLabel(/^First Name/).fill('Jonas');
  await page.getByLabel(/^Last Name/).fill('Weber');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Phone Number/).fill(phone);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill('harbour-lights-2025');
  await page.getByRole('combobox', { name: /^Nationality/ }).fill('Germany');
  await page.getByLabel(/^Date of Birth/).fill('1988-03-09');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Drawn again by the server: the input, never a password, and the field's message.
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Jonas');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue(phone);
  await expect(page.getByRole('combobox', { name: /^Nationality/ })).toHaveValue('Germany');
  await expect(page.getByLabel(/^Date of Birth/)).toHaveValue('1988-03-09');
  await expect(page.getByRole('checkbox', { name: /agree/i })).toBeChecked();
  await expect(page.getByLabel(/^Password/)).toHaveValue('');

  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Thank you! Check your email to verify your account, then log in.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  expect(await isStarted(page)).toBe(false);
  releaseScripts();
  await page.getByLabel(/^Password/).fill(password);
  await sendLogin(page);
  await expectDashboard(page, 'Jonas');
  await checkRequests(password, 'harbour-lights-2025', email, phone.replace(/ /g, ''));
});

test('what was typed before the app took the page over stays exactly, with its caret and focus', async ({
  page,
}) => {
  // Two pages and the app's start, on a busy machine.
  test.slow();
  const { email, releaseScripts } = await loginPageBeforeStart(page);
  const emailField = page.getByRole('textbox', { name: /^Email/ });
  const passwordField = page.getByLabel(/^Password/);
  await emailField.pressSequentially(email);
  await passwordField.pressSequentially(`${password}xx`);
  // The caret moved back into the password, between the two x's, and one of them selected.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  expect(await isStarted(page)).toBe(false);

  releaseScripts();
  await expect(page.locator('html[data-started]')).toBeAttached();
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue(`${password}xx`);
  await expect(passwordField).toBeFocused();
  const caret = await passwordField.evaluate((input: HTMLInputElement) => [
    input.selectionStart,
    input.selectionEnd,
  ]);
  expect(caret).toEqual([password.length, password.length + 1]);
  // Typing goes on where the caret is, and the app signs in with what the fields show.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await expect(passwordField).toHaveValue(password);
  await sendLogin(page);
  await expectDashboard(page, 'Ilse');
});

test('the checkers keep the dates, purpose and details chosen before the app took the page over, and check with them', async ({
  page,
}) => {
  test.slow();
  let releaseScripts = await holdScripts(page);
  await page.goto('/visa-check', { waitUntil: 'commit' });
  const typed = [
    ['Travel date (optional)', '2026-12-15'],
    ['Return date (optional)', '2026-12-20'],
    ['Additional Details (optional)', 'Two weeks of meetings in London'],
  ] as const;
  for (const [label, value] of typed) await page.getByLabel(label).fill(value);
  await page.getByLabel('Purpose of Visit').selectOption('business');
  expect(await isStarted(page)).toBe(false);
  releaseScripts();
  await expect(page.locator('html[data-started]')).toBeAttached();
  for (const [label, value] of typed) await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByLabel('Purpose of Visit')).toHaveValue('business');
  // The app's form holds them, not only the fields: the check goes out with the dates and the purpose.
  await pickCountry(page, /^From Country/, 'France');
  await pickCountry(page, /^To Country/, 'United Kingdom');
  await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
  await expect(page).toHaveURL(/purpose=business&travel=2026-12-15&return=2026-12-20/);
  await expect(page.getByRole('region', { name: 'UK Electronic Travel Authorisation (ETA)' })).toBeVisible();

  releaseScripts = await holdScripts(page);
  await page.goto('/trip-check', { waitUntil: 'commit' });
  const firstLeg = page.getByRole('group', { name: 'Leg 1' });
  await firstLeg.getByLabel('Arrival').fill('2026-12-15');
  await firstLeg.getByLabel('Departure').fill('2026-12-20');
  await firstLeg.getByLabel('Connection only (changing planes here)').check();
  await page.getByLabel('Purpose of the trip').selectOption('business');
  expect(await isStarted(page)).toBe(false);
  releaseScripts();
  await expect(page.locator('html[data-started]')).toBeAttached();
  await expect(firstLeg.getByLabel('Arrival')).toHaveValue('2026-12-15');
  await expect(firstLeg.getByLabel('Departure')).toHaveValue('2026-12-20');
  await expect(firstLeg.getByLabel('Connection only (changing planes here)')).toBeChecked();
  await expect(page.getByLabel('Purpose of the trip')).toHaveValue('business');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('a tap on the menu before the app has loaded opens it once the app runs', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open navigation menu' }).tap();
    expect(await isStarted(page)).toBe(false);
    releaseScripts();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Visa Check', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('on a slowed phone (CPU x4, slow network) a login sent as soon as the form shows signs in', async ({
    page,
  }) => {
    test.slow();
    const email = await registerTraveller(page);
    const checkRequests = recordRequests(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await fillLogin(page, email, password);
    // Real timing: the send lands before or after the take-over; either way it signs in and leaks nothing.
    const side = (await isStarted(page)) ? 'after' : 'before';
    test.info().annotations.push({ type: 'sent', description: `${side} the app took the page over` });
    await sendLogin(page);
    await expectDashboard(page, 'Ilse');
    await checkRequests(password, email);
  });
});
