import { expect, signInAs, test } from '../support/fixtures';
import { addEmployee, companyAccount, companyToken, fileApplication } from '../support/corporate';

type RatingFigures = {
  companyRating: string | null;
  companyRatingBasis: { decided: number; approved: number; invoicesDue: number; invoicesPaidOnTime: number };
};

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

test('the company rating shows the grade the API computed, the figures it is from and the rule', async ({
  page,
}) => {
  const token = await companyToken(page.request, 'corporate');
  const { company } = await companyAccount(page.request, token);
  await signInAs(page, 'corporate');
  const stats = page.waitForResponse(`**/api/analytics/corporate/${company.id}`);
  await page.goto('/corporate-dashboard');
  const { companyRating, companyRatingBasis: basis } = (
    (await (await stats).json()) as { data: RatingFigures }
  ).data;
  const card = page.getByRole('group', { name: 'Company Rating' });
  await expect(card.getByText(companyRating ?? 'Not rated', { exact: true })).toBeVisible();
  // The demo company has decisions and invoices past due, so both figures are stated.
  expect(basis.decided).toBeGreaterThan(0);
  expect(basis.invoicesDue).toBeGreaterThan(0);
  const noun = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  await expect(
    card.getByText(`${basis.approved} of ${noun(basis.decided, 'decision')} approved`),
  ).toBeVisible();
  await expect(
    card.getByText(`${basis.invoicesPaidOnTime} of ${noun(basis.invoicesDue, 'invoice')} paid on time`),
  ).toBeVisible();
  await card.screenshot({ path: test.info().outputPath('company-rating-card.png') });
  await card.getByRole('button', { name: 'How the company rating is worked out' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'Graded on the lower of the two shares: A+ from 95%, A from 90%, B from 80%, C from 70%, D below.',
  );
  await page.screenshot({ path: test.info().outputPath('company-rating.png') });
});
