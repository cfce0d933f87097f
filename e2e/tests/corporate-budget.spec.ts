import { expect, pickCountry, signInAs, test, uniqueEmail } from '../support/fixtures';
import {
  companyAccount,
  companyToken,
  dayFromToday,
  figureValue,
  searchEmployees,
} from '../support/corporate';
import type { Page } from '@playwright/test';

// The enterprise demo account's company (Northwind Logistics) is used by this test alone, so no other test
// files an application there between the budget being set and the bar being read.
test.use({ viewport: { width: 1280, height: 900 } });

const feeInDollars = 25;

const midpoint = (low: number, high: number) => ((low + high) / 2).toFixed(2);

/** A monthly budget (dollars) keeping `used` green and taking `used` + one fee to orange (above 60%). */
const budgetCrossing60 = (used: number) =>
  midpoint(Math.max(used / 0.6, (used + feeInDollars) / 0.8), (used + feeInDollars) / 0.6);

/** A monthly budget (dollars) keeping `used` orange and taking `used` + one fee to red (above 80%). */
const budgetCrossing80 = (used: number) =>
  midpoint(used / 0.8, Math.min((used + feeInDollars) / 0.8, used / 0.6));

const setBudget = async (page: Page, dollars: string) => {
  await page.getByRole('button', { name: 'Edit budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit monthly budget' });
  await dialog.getByLabel(/^Monthly budget/).fill(dollars);
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  // The newest toast: an earlier save's may still be showing.
  await expect(page.getByText('Budget updated').last()).toBeVisible();
  await expect(dialog).toBeHidden();
};

const submitApplication = async (page: Page, purpose: string) => {
  const dialog = page.getByRole('dialog', { name: 'Submit New Visa Application' });
  await pickCountry(page, 'Destination Country', 'Japan');
  await dialog.getByLabel(/^Purpose of Travel/).fill(purpose);
  await dialog.getByLabel(/^Travel Date/).fill(dayFromToday(21));
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  // The newest toast: an earlier filing's may still be showing.
  await expect(page.getByText('Visa application submitted successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
};

test('an employee added on the dashboard gets an application; the budget rises past 60% and 80%', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await companyToken(page.request, 'enterprise');
  await signInAs(page, 'enterprise');
  await page.goto('/corporate-dashboard');
  await expect(page.getByText("Northwind Logistics - Manage your team's visa applications")).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Monthly budget used' });

  // Green, then a budget the next application takes above 60%.
  let usedDollars = (await companyAccount(page.request, token)).budget.used / 100;
  await setBudget(page, budgetCrossing60(usedDollars));
  await expect(bar).toHaveAttribute('data-level', 'success');
  await expect(bar).toHaveAttribute('aria-valuetext', /within budget/);
  const usedBefore = (await figureValue(page, 'Budget used').textContent()) ?? '';

  // A new employee, and an application filed from their row with them already chosen.
  const email = uniqueEmail('traveller.corp');
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Employee' });
  await expect(addDialog.getByLabel(/^Hire Date/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await addDialog.getByLabel(/^First Name/).fill('Omar');
  await addDialog.getByLabel(/^Last Name/).fill('Haddad');
  await addDialog.getByLabel(/^Email/).fill(email);
  await addDialog.getByLabel(/^Position/).fill('Logistics Planner');
  await addDialog.getByLabel(/^Department/).fill('Operations');
  // A Nigerian passport needs a visa for Japan, where no curated fee applies: the filing costs the platform's fees.
  await pickCountry(page, 'Nationality', 'Nigeria');
  await addDialog.getByLabel(/^Passport Number/).fill('A56781234');
  await addDialog.getByLabel(/^Passport Expiry/).fill('2035-01-31');
  await addDialog.getByLabel(/^Date of Birth/).fill('1988-04-02');
  await addDialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Employee added successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();

  await searchEmployees(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Omar Haddad');
  await expect(row.getByText('Pending', { exact: true }).filter({ visible: true })).toBeVisible();
  await row.getByRole('button', { name: 'New Application for Omar Haddad' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'Submit New Visa Application' });
  await expect(applyDialog.getByRole('combobox', { name: /^Employee/ })).toHaveText(
    'Omar Haddad - Logistics Planner',
  );
  await expect(applyDialog.getByRole('combobox', { name: /^Visa Type/ })).toHaveText('Business visa');
  await expect(applyDialog.getByRole('combobox', { name: /^Priority/ })).toHaveText('Normal');
  await submitApplication(page, 'Warehouse partner visit');

  // The budget figures rise and the bar turns orange; the employee now has an active application.
  await expect(bar).toHaveAttribute('data-level', 'warning');
  await expect(bar).toHaveAttribute('aria-valuetext', /over 60% of the budget/);
  await expect(figureValue(page, 'Budget used')).not.toHaveText(usedBefore);
  await expect(row.getByText('In Progress', { exact: true }).filter({ visible: true })).toBeVisible();

  // Only this test files applications for this company: its newest ones are on the first page.
  await page.getByRole('tab', { name: 'Visa Applications' }).click();
  await expect(page).toHaveURL(/\?tab=applications$/);
  const application = page.getByRole('row').filter({ hasText: email });
  await expect(application).toContainText('Omar Haddad');
  await expect(application).toContainText('Japan');
  await expect(application).toContainText('PENDING');
  await expect(application).toContainText('$25.00');

  // A budget the next application takes above 80%: the bar turns red, and so does the remaining amount.
  usedDollars = (await companyAccount(page.request, token)).budget.used / 100;
  await setBudget(page, budgetCrossing80(usedDollars));
  await expect(bar).toHaveAttribute('data-level', 'warning');
  await page.getByRole('button', { name: 'New Application', exact: true }).click();
  await applyDialog.getByRole('combobox', { name: /^Employee/ }).click();
  await page.getByRole('option', { name: 'Omar Haddad - Logistics Planner' }).click();
  await submitApplication(page, 'Second partner visit');
  await expect(bar).toHaveAttribute('data-level', 'error');
  await expect(bar).toHaveAttribute('aria-valuetext', /over 80% of the budget/);
  await expect(page.getByText(/% of monthly budget used$/)).toHaveText(/^\d+\.\d% of monthly budget used$/);
  await expect(application).toHaveCount(2);
});
