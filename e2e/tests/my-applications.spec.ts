import type { Page } from '@playwright/test';
import { createDraft, createSubmittedApplication } from '../support/applications';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

// Each test builds its applications through the API first, which takes a while on a busy machine.
test.slow();

/** The stat card for `label` shows exactly `count` (the first answer after a page load may take a while). */
const expectCount = (page: Page, label: string, count: number) =>
  expect(page.getByRole('group', { name: label, exact: true })).toHaveText(
    new RegExp(`^${label}\\s*${count}$`),
    { timeout: 15_000 },
  );
const dataRows = (page: Page) => page.getByRole('table', { name: 'My applications' }).locator('tbody tr');
const rowFor = (page: Page, text: string) => dataRows(page).filter({ hasText: text });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search applications' });

test('a new traveller sees the empty state and New Application leads to the visa check', async ({ page }) => {
  await signInAsNewTraveller(page);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'My Applications', level: 1 })).toBeVisible();
  await expectCount(page, 'Total', 0);
  await expect(page.getByText('You have no applications yet')).toBeVisible();
  await page.getByRole('link', { name: 'New Application' }).first().click();
  await expect(page).toHaveURL(/\/visa-check$/);
});

test('stat cards count per status; search finds by destination and by reference; status filters', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  await createDraft(page.request, token, { toCountry: 'FR' });
  await createDraft(page.request, token, { toCountry: 'US' });
  const india = await createDraft(page.request, token, { toCountry: 'IN' });
  await createSubmittedApplication(page.request, token, { toCountry: 'CN' });

  await page.goto('/applications');
  await expectCount(page, 'Total', 4);
  await expectCount(page, 'Draft', 3);
  await expectCount(page, 'Pending', 1);
  for (const label of ['In Review', 'Approved', 'Rejected']) await expectCount(page, label, 0);
  await expect(dataRows(page)).toHaveCount(4);
  await expect(rowFor(page, 'China')).toContainText('PENDING');
  // Submitted and not paid yet: the row says so; a draft owes nothing yet.
  await expect(rowFor(page, 'China')).toContainText('Payment due');
  await expect(rowFor(page, 'France')).not.toContainText('Payment due');
  await expect(rowFor(page, 'France').getByRole('progressbar')).toBeVisible();

  await search(page).fill('France');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('France');
  await expect(page).toHaveURL(/search=France/);

  await search(page).fill(india.referenceNumber);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('India');
  await expect(dataRows(page)).toContainText(india.referenceNumber);

  await search(page).fill('');
  await expect(dataRows(page)).toHaveCount(4);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'PENDING' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('China');

  // The filter lives in the URL: a reload keeps it, and so does going back from an application's page.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('PENDING');
  await expect(dataRows(page)).toHaveCount(1);
  await rowFor(page, 'China').getByRole('link', { name: 'China' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^China application/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('PENDING');
  await expect(dataRows(page)).toHaveCount(1);
});

test('More Filters narrow the list by destination and by submission date', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  await createDraft(page.request, token, { toCountry: 'FR' });
  await createDraft(page.request, token, { toCountry: 'US' });
  await createSubmittedApplication(page.request, token, { toCountry: 'CN' });
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  await page.goto('/applications');
  await expect(dataRows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'More Filters' }).click();
  const filters = page.getByRole('form', { name: 'More filters' });
  await filters.getByLabel('Destination country').fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('United States');
  await expect(page).toHaveURL(/destination=US/);

  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(dataRows(page)).toHaveCount(3);

  await filters.getByLabel('Submitted from').fill(today);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('China');

  await filters.getByLabel('Submitted from').fill('');
  await filters.getByLabel('Submitted to').fill(yesterday);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No applications match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(dataRows(page)).toHaveCount(3);
});

test('the list pages through more than ten applications on the server', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const destinations = ['FR', 'US', 'IN', 'CN', 'JP', 'BR', 'CA', 'AU', 'MX', 'ZA', 'EG', 'TH'];
  for (const toCountry of destinations) await createDraft(page.request, token, { toCountry });

  await page.goto('/applications');
  await expectCount(page, 'Total', 12);
  await expect(dataRows(page)).toHaveCount(10);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(dataRows(page)).toHaveCount(2);
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await page.reload();
  await expect(dataRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(dataRows(page)).toHaveCount(10);
});

test('the details dialog shows an application, and Edit opens a draft in the wizard', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createDraft(page.request, token, { fromCountry: 'NG', toCountry: 'FR' });

  await page.goto('/applications');
  await rowFor(page, 'France')
    .getByRole('button', { name: /^View details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `France application ${draft.referenceNumber}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('DRAFT');
  await expect(dialog).toContainText('$25.00');
  await expect(dialog).toContainText('0 of 8 uploaded');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await rowFor(page, 'France').getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/application\\?id=${draft.id}$`));
});

test('a draft is deleted after the confirmation; a submitted application cannot be deleted', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  await createDraft(page.request, token, { toCountry: 'FR' });
  await createSubmittedApplication(page.request, token, { toCountry: 'CN' });

  await page.goto('/applications');
  await expectCount(page, 'Total', 2);
  const locked = rowFor(page, 'China').getByRole('button', { name: /^Delete/ });
  await expect(locked).toBeDisabled();
  await locked.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Submitted applications cannot be deleted, so nothing submitted is ever lost.',
  );

  await rowFor(page, 'France')
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete application' });
  await expect(confirm).toContainText('Are you sure you want to delete this application?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Application deleted successfully')).toBeVisible();
  await expect(rowFor(page, 'France')).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(1);
  await expectCount(page, 'Total', 1);
  await expectCount(page, 'Draft', 0);
});
