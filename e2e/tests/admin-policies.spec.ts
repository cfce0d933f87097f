import type { Locator, Page } from '@playwright/test';
import { openAdminTab } from '../support/admin';
import { expect, signInAs, test } from '../support/fixtures';
import { screenshot } from '../support/look';

const pickCountry = async (page: Page, scope: Locator | Page, label: string, country: string) => {
  await scope.getByRole('combobox', { name: label }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
};

const pickOption = async (page: Page, scope: Locator, label: RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The visa checker's answer for a business trip to India (Germans apply for an e-visa there). */
const checkIndiaBusinessTrip = async (page: Page, nationality: string) => {
  await page.goto('/visa-check');
  await pickCountry(page, page, 'From Country (Your Nationality)', nationality);
  await pickCountry(page, page, 'To Country (Destination)', 'India');
  await page.getByLabel('Purpose of Visit').selectOption({ label: 'Business' });
  await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
  return page.getByRole('region', { name: `${nationality} to India` });
};

/** How long a write may take: it reloads the checker's in-memory index, slow on a busy machine. */
const saved = 20_000;

/** A text in the checker's answer; a fee shows in its facts and again in its fees. */
const answerText = (answer: Locator, text: string) => answer.getByText(text, { exact: true }).first();

/** A screenshot in the test's output folder, to look at after the run; a dialog's shows the viewport. */
test('an admin curates an India e-visa policy that the checker uses at once, then deletes it', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Visa Policies');
  const samples = page.getByRole('row').filter({ hasText: 'Sample data' });
  await expect(samples.first()).toBeVisible();
  await screenshot(page, 'policies-tab');

  await page.getByRole('button', { name: 'Create Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Visa Policy' });
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Destination' })).toHaveAccessibleDescription(
    'Destination is required',
  );

  await pickCountry(page, dialog, 'Destination', 'India');
  await pickOption(page, dialog, /^Purpose/, 'Business');
  await pickOption(page, dialog, /^Category/, 'e-Visa');
  await dialog.getByLabel(/^Government fee/).fill('49.50');
  await dialog.getByLabel(/^Processing days \(min\)/).fill('3');
  await dialog.getByLabel(/^Processing days \(max\)/).fill('4');
  await dialog.getByLabel(/^Validity/).fill('365');
  await dialog.getByLabel(/^Source URL/).fill('ftp://indianvisaonline.gov.in/evisa');
  await dialog.getByLabel(/^Last verified/).fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await dialog.getByLabel('Document 1', { exact: true }).fill('Business card');
  await screenshot(page, 'policy-dialog', false);
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  const source = dialog.getByLabel(/^Source URL/);
  await expect(source).toHaveAccessibleDescription('Source must be a web address (http or https)');
  await expect(dialog.getByLabel(/^Government fee/)).toHaveValue('49.50');

  await source.fill('https://indianvisaonline.gov.in/evisa/');
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  await expect(page.getByText('Visa policy created')).toBeVisible({ timeout: saved });
  await expect(dialog).toBeHidden();

  await pickCountry(page, page.getByRole('search'), 'Destination', 'India');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'e-Visa', exact: true }).click();
  // The purpose cell, not "business days" in the processing time of the sample tourism policy.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Business', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('All nationalities');
  await expect(row).toContainText('$49.50');
  await expect(row).toContainText('3-4 business days');
  await expect(row).toContainText('20 Nov 2026');
  await expect(row.getByRole('link', { name: /Source of the policy/ })).toHaveAttribute('target', '_blank');

  await row.getByRole('button', { name: /^Edit the policy/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Visa Policy' });
  await expect(edit.getByLabel(/^Government fee/)).toHaveValue('49.50');
  await expect(edit.getByLabel('Document 1', { exact: true })).toHaveValue('Business card');
  await edit.getByLabel(/^Government fee/).fill('52');
  await edit.getByLabel(/^Processing days \(max\)/).fill('5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Visa policy updated')).toBeVisible({ timeout: saved });
  await expect(row).toContainText('$52.00');
  await expect(row).toContainText('3-5 business days');

  await openAdminTab(page, 'Audit Log');
  const updated = page.getByRole('row').filter({ hasText: 'Visa policy updated' }).first();
  await expect(updated).toContainText('Visa policy: India (IN) e-Visa for Business, all nationalities');
  await expect(updated).toContainText('Fee: $49.50 → $52.00');
  await expect(updated).toContainText('Processing days (max): 4 → 5');
  await screenshot(page, 'audit-log', false);

  const german = await checkIndiaBusinessTrip(page, 'Germany');
  await expect(answerText(german, '$52.00')).toBeVisible();
  await expect(answerText(german, '3-5 business days')).toBeVisible();
  // Nigerians need a consular visa for India: the e-visa policy is not theirs.
  const nigerian = await checkIndiaBusinessTrip(page, 'Nigeria');
  await expect(answerText(nigerian, 'Fee set by the embassy')).toBeVisible();

  await page.goto('/admin-dashboard?tab=policies&destination=IN&category=e_visa');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Business', exact: true }) })
    .getByRole('button', { name: /^Delete the policy/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete visa policy' });
  await expect(confirm).toContainText('India, e-Visa for Business, all nationalities');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Visa policy deleted')).toBeVisible({ timeout: saved });
  // The demo's sample e-Tourist policy for India stays; the business one is gone.
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Business', exact: true }) }),
  ).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Tourism', exact: true })).toBeVisible();

  const after = await checkIndiaBusinessTrip(page, 'Germany');
  await expect(answerText(after, 'Not known: set by the issuing authority')).toBeVisible();
});

test('a fee in yen is typed in whole yen: no decimals, stored and shown as yen', async ({ page }) => {
  test.slow();
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=policies');
  await page.getByRole('button', { name: 'Create Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Visa Policy' });
  await pickCountry(page, dialog, 'Destination', 'Japan');
  await pickCountry(page, dialog, 'Nationality', 'China');
  await dialog.getByRole('combobox', { name: 'Currency' }).fill('yen');
  await page.getByRole('option', { name: /^JPY/ }).click();
  const fee = dialog.getByLabel(/^Government fee/);
  await expect(fee).toHaveAccessibleDescription('Whole amounts: JPY has no minor unit');
  await fee.fill('3000.5');
  await dialog.getByLabel(/^Processing days \(min\)/).fill('5');
  await dialog.getByLabel(/^Processing days \(max\)/).fill('7');
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  await expect(fee).toHaveAccessibleDescription(/whole number of minor units/);

  await fee.fill('3000');
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  await expect(page.getByText('Visa policy created')).toBeVisible({ timeout: saved });
  const row = page.getByRole('row').filter({ hasText: 'Japan' }).filter({ hasText: 'China' });
  await expect(row).toContainText('¥3,000');
  await row.getByRole('button', { name: /^Edit the policy/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Visa Policy' }).getByLabel(/^Government fee/),
  ).toHaveValue('3000');
});

test('the Visa Policies tab and its dialog fit a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=policies');
  await expect(page.getByRole('row').filter({ hasText: 'Sample data' }).first()).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await screenshot(page, 'policies-tab-phone');

  await page
    .getByRole('row')
    .filter({ hasText: 'Sample data' })
    .first()
    .getByRole('button', { name: /^Edit the policy/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Visa Policy' });
  await expect(dialog).toContainText('This policy is sample data');
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await screenshot(page, 'policy-dialog-phone', false);
});
