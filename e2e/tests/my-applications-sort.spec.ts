import type { Page } from '@playwright/test';
import { createDraft } from '../support/applications';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

// The test builds its applications through the API first, which takes a while on a busy machine.
test.slow();

const sortBy = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
};

/** The first two rows show these destinations, in this order. */
const expectFirstRows = async (page: Page, first: string, second: string) => {
  const rows = page.getByRole('table', { name: 'My applications' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText(first, { timeout: 15_000 });
  await expect(rows.nth(1)).toContainText(second);
};

test('the Sort by select orders the rows and stays in the URL', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  // Created in this order, so each sort puts a different pair on top.
  for (const toCountry of ['JP', 'FR', 'TH']) await createDraft(page.request, token, { toCountry });
  const select = page.getByRole('combobox', { name: 'Sort by' });

  await page.goto('/applications');
  await expect(select).toHaveText('Newest first');
  await expectFirstRows(page, 'Thailand', 'France');
  await page.screenshot({ path: test.info().outputPath('sort-select.png') });

  await sortBy(page, 'Oldest first');
  await expect(page).toHaveURL(/[?&]sort=createdAt&order=asc/);
  await expectFirstRows(page, 'Japan', 'France');

  await sortBy(page, 'Destination (Z–A)');
  await expect(page).toHaveURL(/[?&]sort=destination&order=desc/);
  await expectFirstRows(page, 'Thailand', 'Japan');

  await sortBy(page, 'Destination (A–Z)');
  await expect(page).toHaveURL(/[?&]sort=destination&order=asc/);
  await expectFirstRows(page, 'France', 'Japan');

  // A reload keeps the order.
  await page.reload();
  await expect(select).toHaveText('Destination (A–Z)');
  await expectFirstRows(page, 'France', 'Japan');
});
