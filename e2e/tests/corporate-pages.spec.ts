import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';
import { addEmployee, companyToken, fileApplication, searchEmployees } from '../support/corporate';

test('the quick actions open the team, budget and travel pages with the company data', async ({ page }) => {
  const token = await companyToken(page.request, 'corporate');
  const employee = await addEmployee(page.request, token, { firstName: 'Tariq', position: 'Field Engineer' });
  const name = `${employee.firstName} ${employee.lastName}`;
  await fileApplication(page.request, token, employee.id, { destination: 'FR', days: 45 });
  await fileApplication(page.request, token, employee.id, { destination: 'JP', days: 9 });

  await signInAs(page, 'corporate');
  await page.goto('/corporate-dashboard');
  await page.getByRole('link', { name: 'Manage Team' }).click();
  await expect(page).toHaveURL(/\/enterprise\/team$/);
  await expect(page.getByRole('heading', { name: 'Manage Team' })).toBeVisible();
  await searchEmployees(page, employee.email);
  const row = page.getByRole('row').filter({ hasText: employee.email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Field Engineer');
  await expect(row.getByText('In Progress', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'Budget Overview' }).click();
  await expect(page).toHaveURL(/\/enterprise\/budget$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Budget Overview' })).toBeVisible();
  const budget = page.getByRole('region', { name: 'Monthly Budget Overview' });
  await expect(budget.getByText(/^\d+\.\d% of monthly budget used$/)).toBeVisible();
  const history = page.getByRole('region', { name: 'Spend history' });
  await expect(history).toContainText(/\$[\d,]+\.\d{2} spent on visa applications over the last 12 months/);
  await expect(history.getByRole('table', { name: 'Spend history' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('region', { name: 'Cost Analysis' })).toContainText('Total Spent This Year');

  await page.goBack();
  await page.getByRole('link', { name: 'Travel Planning' }).click();
  await expect(page).toHaveURL(/\/enterprise\/travel$/);
  await expect(page.getByRole('heading', { name: 'Travel Planning' })).toBeVisible();
  // The server pages the trips; other tests add trips for this company too, so show the most per page.
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page).toHaveURL(/pageSize=50/);
  // Soonest first: the trip to Japan in 9 days comes before the one to France in 45.
  const trips = page.getByRole('listitem').filter({ hasText: name });
  await expect(trips).toHaveCount(2);
  await expect(trips.nth(0)).toContainText(`${name} → Japan`);
  await expect(trips.nth(0)).toContainText('in 9 days');
  await expect(trips.nth(1)).toContainText(`${name} → France`);
  await expect(trips.nth(1)).toContainText('PENDING');
});

/** The main nav shown: in the top bar, or on a phone in the open drawer (the hidden one is left out). */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const corporateNav = [
  { label: 'Dashboard', url: /\/corporate-dashboard$/, heading: 'Corporate Dashboard' },
  { label: 'Applications', url: /\/enterprise\/applications$/, heading: 'Visa Applications' },
  { label: 'Billing', url: /\/enterprise\/billing$/, heading: 'Billing & Invoices' },
];

/** Only the entry of the page shown is marked as the current page. */
const expectOnlyCurrent = async (nav: Locator, current: string) => {
  for (const { label } of corporateNav) {
    const link = nav.getByRole('link', { name: label, exact: true });
    if (label === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current', 'page');
  }
};

test('each corporate nav entry opens its own page and only it is marked current, in the bar and the drawer', async ({
  page,
}) => {
  // Ten page visits in two layouts: on a loaded machine this takes about a minute.
  test.slow();
  await signInAs(page, 'corporate');
  await page.goto('/visa-check');
  for (const { label, url, heading } of corporateNav) {
    await mainNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectOnlyCurrent(mainNav(page), label);
  }
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('link', { name: 'Payment receipts' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  for (const { label, url } of corporateNav) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await mainNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expectOnlyCurrent(mainNav(page), label);
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
  }
});
