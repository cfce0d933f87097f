import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, pickCountry, signInAs, test } from '../support/fixtures';
import { addEmployee, companyToken, dayFromToday } from '../support/corporate';

const phone = { width: 360, height: 740 };

/** Types part of an employee's name into the Employees field and picks them, as a manager would. */
const chooseEmployee = async (page: Page, dialog: Locator, name: string) => {
  await dialog.getByRole('combobox', { name: 'Employees' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
};

test('on a phone, a manager files one trip for several employees, sees who cannot go on it, and lists the trip together', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  const token = await companyToken(page.request, 'corporate');
  // Surnames of their own, so the list and the picker find exactly this test's employees.
  const surname = `Trip${randomUUID().slice(0, 6)}`;
  const amara = await addEmployee(page.request, token, { firstName: 'Amara', lastName: surname });
  const bayo = await addEmployee(page.request, token, {
    firstName: 'Bayo',
    lastName: surname,
    passportNumber: 'A55500011',
  });
  // A German passport enters China without a visa for a short stay: nothing to file for Greta.
  await addEmployee(page.request, token, {
    firstName: 'Greta',
    lastName: surname,
    nationality: 'DE',
    passportNumber: 'C01X00T47',
  });

  await signInAs(page, 'corporate');
  await page.goto('/enterprise/applications');
  await page.getByRole('button', { name: 'New Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'File a trip for several employees' });
  await dialog.getByRole('button', { name: 'File trip' }).click();
  await expect(dialog.getByText('Choose at least one employee')).toBeVisible();

  for (const first of ['Amara', 'Bayo', 'Greta']) await chooseEmployee(page, dialog, `${first} ${surname}`);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('group', { name: "Chosen employees' passports" })).toBeVisible();
  await pickCountry(page, 'Destination Country', 'China');
  await dialog.getByLabel(/^Purpose of Travel/).fill('Canton Fair, autumn session');
  await dialog.getByLabel(/^Travel Date/).fill(dayFromToday(40));
  await dialog.getByLabel(/^Return Date/).fill(dayFromToday(46));
  await dialog.getByLabel(/^Notes for the agent/).fill('Booth 12.1 C 34');
  await dialog.getByRole('button', { name: 'File trip' }).click();

  // Greta needs nothing: the trip is refused with her name, and nothing typed is lost.
  await expect(dialog.getByText(new RegExp(`^Greta ${surname}: No visa needed`))).toBeVisible();
  await expect(dialog.getByLabel(/^Purpose of Travel/)).toHaveValue('Canton Fair, autumn session');
  // Taken off the trip from her chip, as from any chosen item: focused, then Backspace.
  await dialog.getByRole('button', { name: new RegExp(`^Greta ${surname}`) }).focus();
  await page.keyboard.press('Backspace');
  await expect(dialog.getByRole('button', { name: new RegExp(`^Greta ${surname}`) })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'File trip' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Trip T-[0-9A-F]{8} filed: 2 visa applications$/)).toBeVisible();

  // Each employee is a row of their own with the trip beside them; the trip lists them together.
  const amaraRow = page.getByRole('row').filter({ hasText: amara.email });
  const chip = amaraRow.getByRole('button', { name: /^Trip T-[0-9A-F]{8} · 2 travellers$/ });
  await expect(chip).toBeVisible();
  const reference = ((await chip.textContent()) ?? '').match(/T-[0-9A-F]{8}/)?.[0] ?? '';
  await chip.click();
  await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue(reference);
  const rows = page.getByRole('table', { name: 'Visa applications' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: amara.email })).toContainText('PENDING');
  await expect(rows.filter({ hasText: bayo.email })).toContainText('PENDING');
});
