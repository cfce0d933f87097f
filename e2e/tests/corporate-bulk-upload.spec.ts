import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { bearer, expect, signInAs, test } from '../support/fixtures';
import { addEmployee, companyAccount, companyToken, dayFromToday, figureValue } from '../support/corporate';

const header = 'Employee Email,Destination,Visa Type,Purpose,Travel Date,Priority';

/** Chooses a CSV file holding `lines` with the dialog's 'Choose CSV file' button. */
const chooseCsv = async (page: Page, lines: string[]) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose CSV file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'team-trips.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
};

test('a CSV with a bad row files nothing and names the row; fixed, all its applications are filed', async ({
  page,
}) => {
  const token = await companyToken(page.request, 'corporate');
  const ada = await addEmployee(page.request, token, { firstName: 'Ada', lastName: 'Bulkley' });
  const ben = await addEmployee(page.request, token, { firstName: 'Ben', lastName: 'Bulkley' });
  await signInAs(page, 'corporate');
  await page.goto('/corporate-dashboard?tab=applications');
  const usedBefore = (await figureValue(page, 'Budget used').textContent()) ?? '';

  await page.getByRole('button', { name: 'Bulk Upload (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload Visa Applications (CSV)' });

  // The template is made in the browser: the header and an example row.
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download template' }).click();
  const template = readFileSync(await (await download).path(), 'utf8').split('\n');
  expect(template[0]).toBe(`${header},Nationality,Passport Number,Passport Expiry,Date of Birth,Sex`);
  expect(template).toHaveLength(2);

  const adaRow = `${ada.email},JP,conference,"Tokyo expo, booth 12",${dayFromToday(21)},urgent`;
  await chooseCsv(page, [header, adaRow, `${ben.email},FR,training,Paris course,2020-01-01,asap`]);
  const preview = dialog.getByRole('table', { name: 'Preview: 2 applications' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row').nth(1)).toContainText('Tokyo expo, booth 12');

  await dialog.getByRole('button', { name: 'Upload 2 applications' }).click();
  await expect(page.getByText('Failed to upload applications')).toBeVisible();
  await expect(dialog.getByText('2 problems in the file; nothing was created.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Problems in the file' }).getByRole('listitem')).toHaveText([
    'Line 3: Travel date cannot be in the past',
    'Line 3: Priority must be urgent, normal or low',
  ]);
  await expect(preview.getByRole('row').nth(2).getByRole('img', { name: 'Has problems' })).toBeVisible();
  // The file stays in the dialog to be fixed, and nothing was filed.
  await expect(dialog.getByLabel('CSV content')).toHaveValue(new RegExp(`^${header}`));
  const { company } = await companyAccount(page.request, token);
  for (const employee of [ada, ben]) {
    const filed = await page.request.get(
      `/api/visa-applications/corporate/${company.id}?employeeId=${employee.id}`,
      { headers: bearer(token) },
    );
    expect((await filed.json()).data.total).toBe(0);
  }

  await chooseCsv(page, [header, adaRow, `${ben.email},FR,training,Paris course,${dayFromToday(35)},low`]);
  await expect(dialog.getByRole('list', { name: 'Problems in the file' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload 2 applications' }).click();
  await expect(page.getByText('2 visa applications submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = page.getByRole('table', { name: 'Visa applications' }).getByRole('row');
  for (const [employee, destination] of [
    [ada, 'Japan'],
    [ben, 'France'],
  ] as const) {
    const row = rows.filter({ hasText: employee.email });
    await expect(row).toContainText(destination);
    await expect(row).toContainText('PENDING');
  }
  await expect(figureValue(page, 'Budget used')).not.toHaveText(usedBefore);
});
