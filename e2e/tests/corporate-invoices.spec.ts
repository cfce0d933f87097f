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
  await page.goto('/corporate-dashboard?tab=billing');
  const row = page
    .getByRole('row')
    .filter({ hasText: /INV-\d{4}-\d{3}/ })
    .first();
  const number = (await row.getByText(/^INV-\d{4}-\d{3,}$/).textContent()) ?? '';
  await expect(row).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(row).toContainText(/Paid|Pending/);
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
