import { openAdminTab } from '../support/admin';
import { expect, signInAs, test } from '../support/fixtures';

test('the admin dashboard shows the platform figures', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const users = page.getByRole('region', { name: 'Users and revenue' });
  await expect(users.getByText('Total Users')).toBeVisible();
  await expect(users.getByText(/^(\+|-)?\d+\.\d%$|^No sign-ups last month$/)).toBeVisible();
  await expect(users.getByText('Revenue', { exact: true })).toBeVisible();
  const applications = page.getByRole('region', { name: 'Applications' });
  for (const label of ['Total Applications', 'Pending', 'In Review', 'Approved', 'Rejected', 'Unassigned'])
    await expect(applications.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Users' })).toBeVisible();
});

test('the analytics tab draws the seeded data and the tab survives a reload', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Analytics');
  await expect(page).toHaveURL(/\?tab=analytics$/);

  for (const title of ['Applications per month', 'Revenue per month', 'Top destinations', 'Decision time']) {
    const chart = page.getByRole('region', { name: title });
    await expect(chart.getByRole('heading', { name: title })).toBeVisible();
    await expect(chart.locator('svg').first()).toBeVisible();
    // Screen readers get the chart's data as a table.
    await expect(chart.getByRole('table', { name: title })).toHaveCount(1);
  }
  await expect(page.getByText(/Average decision time: \d+\.\d days/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Top destinations' }).locator('svg').first()).toBeVisible();
});

test('the payments tab lists the seeded payments with their totals and filters them', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=payments');
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');

  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals for the payments matching the filters' });
  await expect(totals.getByText('Completed')).toBeVisible();
  await expect(totals).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(table).toContainText('Test mode');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=completed/);
  const statuses = table.getByRole('row').locator('td:nth-child(7)');
  // The last page stays on screen until the filtered one arrives.
  await expect.poll(async () => new Set(await statuses.allTextContents())).toEqual(new Set(['Completed']));
});
