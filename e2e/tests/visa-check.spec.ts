import type { Page } from '@playwright/test';
import { expect, pickCountry, signInAs, test } from '../support/fixtures';

const fromLabel = 'From Country (Your Nationality)';
const toLabel = 'To Country (Destination)';
const bothCountries = 'Please select both origin and destination countries';

const checkButton = (page: Page) => page.getByRole('button', { name: 'Check Visa Requirements' });

const demoAccount = async (page: Page, role: string) => {
  const accounts = (await (await page.request.get('/api/auth/demo-accounts')).json()) as {
    data: { role: string; email: string; password: string }[];
  };
  const account = accounts.data.find((item) => item.role === role);
  if (!account) throw new Error(`no ${role} demo account`);
  return account;
};

test('a signed-out traveller checks a trip, starts an application, logs in and continues with it', async ({
  page,
}) => {
  const traveller = await demoAccount(page, 'general');
  await page.goto('/visa-check');
  await pickCountry(page, fromLabel, 'United States');
  await pickCountry(page, toLabel, 'Japan');
  await page.getByLabel('Purpose of Visit').selectOption({ label: 'Tourism' });
  await checkButton(page).click();

  const result = page.getByRole('region', { name: 'United States to Japan' });
  await expect(result.getByText('Visa free', { exact: true })).toBeVisible();
  await expect(result.getByText('Up to 90 days', { exact: true })).toBeVisible();
  const checklist = result.getByRole('region', { name: 'Documents checklist' });
  await expect(checklist.getByRole('listitem').first()).toContainText(
    "Japan's passport validity rule is not in our data",
  );
  await expect(checklist).toContainText('Return or onward ticket');
  await expect(result.getByText(/^Passport Index data as of \d{1,2} \w{3,4} \d{4}$/)).toBeVisible();
  await expect(page).toHaveURL(/\/visa-check\?from=US&to=JP&purpose=tourist$/);

  await result.getByRole('link', { name: 'Start Application' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/application\?/);
  const trip = Object.fromEntries(new URL(page.url()).searchParams);
  expect(trip).toEqual({
    fromCountry: 'US',
    toCountry: 'JP',
    visaType: expect.any(String),
    purpose: 'tourist',
  });
  await expect(page.getByRole('heading', { name: 'Start your application' })).toBeVisible();
  const tripCard = page.getByRole('region', { name: 'Your trip' });
  for (const value of ['United States', 'Japan', 'Tourism', 'Tourism visa']) {
    await expect(tripCard.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(tripCard).not.toContainText(trip.visaType ?? 'JP-TOURIST');
  const summary = page.getByRole('region', { name: 'Requirements for this trip' });
  await expect(summary.getByText('Visa free', { exact: true })).toBeVisible();
  await expect(summary.getByRole('region', { name: 'Documents to prepare' })).toContainText(
    'Return or onward ticket',
  );
});

test('with only one country chosen the checker asks for both and cannot check', async ({ page }) => {
  await page.goto('/visa-check');
  await expect(page.getByText(bothCountries)).toBeVisible();
  await expect(checkButton(page)).toBeDisabled();

  await pickCountry(page, fromLabel, 'Nigeria');
  await expect(page.getByText(bothCountries)).toBeVisible();
  await expect(checkButton(page)).toBeDisabled();

  await pickCountry(page, toLabel, 'Ghana');
  await expect(page.getByText(bothCountries)).toBeHidden();
  await expect(checkButton(page)).toBeEnabled();
});

test('what is typed into a country field before its search has arrived stays, with the focus, and finds the country', async ({
  page,
}) => {
  // The country search loads after the page has started; on a slow line it arrives late.
  let isSearchSent = false;
  await page.route('**/assets/country-autocomplete-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    isSearchSent = true;
  });
  await page.goto('/visa-check');
  const field = page.getByRole('combobox', { name: fromLabel });
  await field.click();
  await page.keyboard.type('nig');
  expect(isSearchSent).toBe(false);
  await expect(field).toHaveValue('nig');

  await expect(page.getByRole('option', { name: 'Nigeria', exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('nig');
  // The best match comes first and is chosen with Enter.
  await page.keyboard.type('er');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName('Niger');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Niger');
});

test('a country field left without a choice before its search has arrived clears, as the search does', async ({
  page,
}) => {
  // The country search is held back until the plain field has been left.
  let release = () => {};
  const left = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/country-autocomplete-*.js', async (route) => {
    await left;
    await route.continue();
  });
  await page.goto('/visa-check');
  const field = page.getByRole('combobox', { name: fromLabel });
  await field.click();
  await page.keyboard.type('nig');
  await expect(field).toHaveValue('nig');
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Open' })).toHaveCount(0);
  release();

  // The search has replaced both fields (each with a button that opens its list); no list opened.
  await expect(page.getByRole('button', { name: 'Open' })).toHaveCount(2);
  await expect(field).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: toLabel })).toBeFocused();
});

test('a country chosen before, selected in its field while the search arrives, is typed over', async ({
  page,
}) => {
  await page.route('**/assets/country-autocomplete-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/visa-check?from=NG&to=GB&purpose=work');
  const field = page.getByRole('combobox', { name: fromLabel });
  await expect(field).toHaveValue('Nigeria');
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  // The search has replaced the field (its button opens the list) with the text still selected.
  await expect(page.getByRole('button', { name: 'Open' })).toHaveCount(1);
  await expect(field).toBeFocused();
  await page.keyboard.type('ghana');
  await expect(field).toHaveValue('ghana');
  await page.getByRole('option', { name: 'Ghana', exact: true }).click();
  await expect(field).toHaveValue('Ghana');
});

test('a Nigerian going to the United Kingdom for work needs a visa and a job offer; the result is linkable', async ({
  page,
}) => {
  await page.goto('/visa-check');
  // Accents and case do not matter when searching.
  await page.getByRole('combobox', { name: fromLabel }).fill('nigéria');
  await page.getByRole('option', { name: 'Nigeria', exact: true }).click();
  await pickCountry(page, toLabel, 'United Kingdom');
  await page.getByLabel('Purpose of Visit').selectOption('work');
  await checkButton(page).click();

  const result = page.getByRole('region', { name: 'Nigeria to United Kingdom' });
  await expect(result.getByText('Visa required', { exact: true })).toBeVisible();
  await expect(result.getByRole('region', { name: 'Documents checklist' })).toContainText(
    'Job offer or employment contract',
  );
  await expect(page).toHaveURL(/\/visa-check\?from=NG&to=GB&purpose=work$/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: fromLabel })).toHaveValue('Nigeria');
  await expect(page.getByRole('combobox', { name: toLabel })).toHaveValue('United Kingdom');
  await expect(page.getByLabel('Purpose of Visit')).toHaveValue('work');
  await expect(result.getByText('Visa required', { exact: true })).toBeVisible();
});

test('a signed-in traveller goes from the result straight to the application', async ({ page }) => {
  await signInAs(page, 'general');
  await page.goto('/visa-check?from=DE&to=IN&purpose=business');
  const result = page.getByRole('region', { name: 'Germany to India' });
  await expect(result.getByText(/e-Visa|Visa required/)).toBeVisible();
  await result.getByRole('link', { name: 'Start Application' }).click();

  await expect(page).toHaveURL(/\/application\?fromCountry=DE&toCountry=IN&visaType=[^&]+&purpose=business$/);
  await expect(page.getByRole('heading', { name: 'Start your application' })).toBeVisible();
  const tripCard = page.getByRole('region', { name: 'Your trip' });
  await expect(tripCard).toContainText('Germany');
  await expect(tripCard).toContainText('India');
  await expect(tripCard).toContainText('Business visa');
  await expect(tripCard).not.toContainText('IN-BUSINESS');
});

test('a signed-in traveller who starts before the session is looked up still lands on the application', async ({
  page,
}) => {
  await signInAs(page, 'general');
  // The page asks who is signed in; that answer arrives only after the click, as on a slow connection.
  let answerProfile = () => {};
  const clicked = new Promise<void>((resolve) => {
    answerProfile = resolve;
  });
  await page.route('**/api/auth/profile', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/visa-check?from=DE&to=IN&purpose=business');
  const result = page.getByRole('region', { name: 'Germany to India' });
  await result.getByRole('link', { name: 'Start Application' }).click();
  answerProfile();

  await expect(page).toHaveURL(/\/application\?fromCountry=DE&toCountry=IN&visaType=[^&]+&purpose=business$/);
  await expect(page.getByRole('heading', { name: 'Start your application' })).toBeVisible();
});

test('an application without a complete trip explains and links to the visa check', async ({ page }) => {
  await signInAs(page, 'general');
  await page.goto('/application?fromCountry=US');
  await expect(page.getByText('Choose your trip first')).toBeVisible();
  await expect(page.getByText('The destination is missing or not a two-letter country code')).toBeVisible();
  await page.getByRole('link', { name: 'Check visa requirements' }).click();
  await expect(page).toHaveURL(/\/visa-check\?from=US&purpose=tourist$/);
  await expect(page.getByRole('combobox', { name: fromLabel })).toHaveValue('United States');
});

test('a failed check says so and keeps the input', async ({ page }) => {
  await page.goto('/visa-check?from=XX&to=JP&purpose=family');
  await expect(page.getByText('Failed to check visa requirements').first()).toBeVisible();
  await expect(page.getByText('Unknown country code XX')).toBeVisible();
  await expect(page.getByRole('combobox', { name: toLabel })).toHaveValue('Japan');
  await expect(page.getByLabel('Purpose of Visit')).toHaveValue('family');
});

test('a destination many travellers check is offered as a quick pick that fills the destination', async ({
  page,
}) => {
  for (let check = 0; check < 25; check += 1) {
    const response = await page.request.post('/api/visa/requirements', {
      data: { fromCountry: 'US', toCountry: 'IS', purpose: 'tourist' },
    });
    expect(response.ok()).toBe(true);
  }
  const iceland = page
    .getByRole('group', { name: 'Popular destinations' })
    .getByRole('button', { name: 'Iceland' });
  // The server writes its count of checks down every few seconds.
  await expect(async () => {
    await page.goto('/visa-check');
    await expect(iceland).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(iceland).toHaveAttribute('aria-pressed', 'false');
  // The server draws them into the page, so the form below them does not move when the app takes over.
  const drawn = await (await page.request.get('/visa-check')).text();
  expect(drawn).toContain('id="popular-destinations-title"');
  expect(drawn).toContain('Iceland');

  await iceland.click();
  await expect(page.getByRole('combobox', { name: toLabel })).toHaveValue('Iceland');
  await expect(iceland).toHaveAttribute('aria-pressed', 'true');
  await pickCountry(page, fromLabel, 'United States');
  await checkButton(page).click();
  await expect(page.getByRole('region', { name: 'United States to Iceland' })).toBeVisible();
});
