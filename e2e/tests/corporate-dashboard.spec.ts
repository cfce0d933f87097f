import { expect, signInAs, test } from '../support/fixtures';
import { addEmployee, companyToken, fileApplication } from '../support/corporate';

test('a loading bar shows until the figures arrive, then the company, its figures and budget', async ({
  page,
}) => {
  await signInAs(page, 'corporate');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/analytics/corporate/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/corporate-dashboard');
  await expect(page.getByRole('heading', { name: 'Corporate Dashboard' })).toBeVisible();
  await expect(page.getByText("Acme Global Ltd - Manage your team's visa applications")).toBeVisible();
  const loading = page.getByRole('progressbar', { name: 'Loading corporate dashboard data' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Spent' })).not.toContainText('$');

  release();
  await expect(loading).toBeHidden();
  await expect(page.getByRole('group', { name: 'Total Employees' })).toContainText(/\d/);
  await expect(page.getByRole('group', { name: 'Active Applications' })).toContainText(/\d/);
  await expect(page.getByRole('group', { name: 'Total Spent' })).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(page.getByRole('group', { name: 'Company Rating' })).toContainText(/\S/);

  const budget = page.getByRole('region', { name: 'Monthly Budget Overview' });
  await expect(budget.getByText('Budget used', { exact: true })).toBeVisible();
  await expect(budget.getByText('Budget limit', { exact: true })).toBeVisible();
  await expect(budget.getByText(/^\d+\.\d% of monthly budget used$/)).toBeVisible();
  await expect(budget.getByText('Remaining Budget')).toBeVisible();
  await expect(budget.getByRole('progressbar', { name: 'Monthly budget used' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+\.\d% used, /,
  );
});

test('the tabs work with the keyboard and keep their place in the URL; Analytics shows real figures', async ({
  page,
}) => {
  const token = await companyToken(page.request, 'corporate');
  await fileApplication(page.request, token, (await addEmployee(page.request, token)).id);
  await signInAs(page, 'corporate');
  await page.goto('/corporate-dashboard');
  const employees = page.getByRole('tab', { name: 'Employee Management' });
  await expect(employees).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add Employee' })).toBeVisible();

  await employees.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Visa Applications' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=applications$/);
  await expect(page.getByRole('tab', { name: 'Visa Applications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'New Application', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Billing & Invoices' }).click();
  await expect(page).toHaveURL(/\?tab=billing$/);
  await expect(page.getByRole('combobox', { name: /^Status/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  const statistics = page.getByRole('region', { name: 'Application Statistics' });
  await expect(statistics).toContainText('Approved Applications');
  await expect(statistics).toContainText('Active Applications');
  await expect(statistics).toContainText(/Average Processing Time(No decisions yet|\d+\.\d days)/);
  const costs = page.getByRole('region', { name: 'Cost Analysis' });
  await expect(costs).toContainText(/Total Spent This Year\$[\d,]+\.\d{2}/);
  await expect(costs).toContainText(/Average Cost per Application\$[\d,]+\.\d{2}/);
  await expect(costs).toContainText(/Budget Efficiency(Excellent|Good|Over Budget)/);
  // Each chart carries its data as a table for screen readers: a header and one row per month or status.
  await expect(page.getByRole('table', { name: 'Monthly spend' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'Applications by status' }).getByRole('row')).toHaveCount(5);
});

test('Visa Applications finds the applications of an employee by email and filters them by status', async ({
  page,
}) => {
  const token = await companyToken(page.request, 'corporate');
  const employee = await addEmployee(page.request, token, { firstName: 'Ingrid', position: 'Buyer' });
  await fileApplication(page.request, token, employee.id, { destination: 'BR' });
  await signInAs(page, 'corporate');
  await page.goto('/corporate-dashboard?tab=applications');

  await page.getByLabel('Search applications').fill(employee.email);
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table', { name: 'Visa applications' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Ingrid ${employee.lastName}`);
  await expect(rows.nth(1)).toContainText('Brazil');

  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'APPROVED' }).click();
  await expect(page.getByText('No application matches these filters.')).toBeVisible();
});
