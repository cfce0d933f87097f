import { readFile } from 'node:fs/promises';
import { bearer, expect, signInAs, test } from '../support/fixtures';
import { companyToken } from '../support/corporate';

test('an invoice downloads as <number>.pdf; a refused or failed download says so', async ({ page }) => {
  const token = await companyToken(page.request, 'corporate');
  const listed = await page.request.get('/api/corporate/invoices', { headers: bearer(token) });
  expect(listed.status(), await listed.text()).toBe(200);
  const { total } = ((await listed.json()) as { data: { total: number } }).data;
  expect(total, 'the demo company has invoices for its finished months').toBeGreaterThan(0);

  await signInAs(page, 'corporate');
  await page.goto('/enterprise/billing');
  const row = page
    .getByRole('row')
    .filter({ hasText: /INV-\d{4}-\d{3}/ })
    .first();
  const number = (await row.getByText(/^INV-\d{4}-\d{3,}$/).textContent()) ?? '';
  await expect(row).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(row).toContainText(/Paid|Pending|Overdue/);
  const button = row.getByRole('button', { name: `Download invoice ${number}` });

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Invoice download started')).toBeVisible();

  await page.route('**/api/corporate/invoices/*/download', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal server error' }),
    }),
  );
  await button.click();
  await expect(page.getByText('Failed to download invoice')).toBeVisible();

  await page.unroute('**/api/corporate/invoices/*/download');
  await page.route('**/api/corporate/invoices/*/download', (route) => route.abort());
  await button.click();
  await expect(page.getByText('Error downloading invoice')).toBeVisible();
});

test('an unpaid invoice past its due date shows Overdue, in red, and the filter finds it', async ({
  page,
}) => {
  await signInAs(page, 'corporate');
  await page.goto('/enterprise/billing');
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/status=overdue/);
  // The demo company's applications of three and more months ago are billed and unpaid: at least one is overdue.
  const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The unfiltered rows stay on screen until the filtered page arrives: wait for it before reading rows.
  await expect(rows.filter({ hasNotText: 'Overdue' })).toHaveCount(0);
  const today = new Date(new Date().toISOString().slice(0, 10));
  for (const row of await rows.all()) {
    // The status also sits, hidden on this wide screen, under the number, where a phone shows it.
    const chip = row.locator('.MuiChip-root:visible').filter({ hasText: 'Overdue' });
    await expect(chip).toHaveClass(/MuiChip-colorError/);
    const due = (await row.locator('td').nth(4).textContent()) ?? '';
    expect(new Date(`${due} UTC`).getTime(), `due ${due} is past`).toBeLessThan(today.getTime());
    await expect(row.getByRole('button', { name: /^Pay invoice INV-/ })).toBeVisible();
  }
});
