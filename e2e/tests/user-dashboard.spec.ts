import type { Page } from '@playwright/test';
import { createDraft, createSubmittedApplication, uploadPdf } from '../support/applications';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

type Counts = {
  total: number;
  draft: number;
  pending: number;
  in_review: number;
  approved: number;
  rejected: number;
};

/** The figure a stat card shows, by its label. */
const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

const applicationsSummary = async (page: Page, token: string) => {
  const response = await page.request.get('/api/applications/summary', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Counts }).data;
};

test('a new traveller sees a welcoming empty dashboard that leads to the visa check', async ({ page }) => {
  await signInAsNewTraveller(page);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Nina!', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | VisaBridge');
  for (const label of ['Total Applications', 'Pending', 'Approved', 'Rejected', 'Documents Uploaded'])
    await expect(figure(page, label)).toHaveText(new RegExp(`^0\\s*${label}$`));
  await expect(figure(page, 'Countries Visited')).toHaveText(/^0\s*Countries Visited$/);

  const recent = page.getByRole('region', { name: 'Recent Applications' });
  await expect(recent.getByText('No applications yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Notifications' })).toContainText(
    'No notifications yet',
  );
  await expect(page.getByRole('region', { name: 'Travel History' })).toContainText('No trips yet');
  await expect(page.getByRole('region', { name: 'Payment Overview' })).toContainText('No fees are due.');
  await recent.getByRole('link', { name: 'Check visa requirements' }).click();
  await expect(page).toHaveURL(/\/visa-check$/);
});

test('the figures match the applications summary and the My Applications cards; View opens the application', async ({
  page,
}) => {
  test.slow(); // a submitted application is built through the API first
  const { token } = await signInAsNewTraveller(page);
  const draft = await createDraft(page.request, token, { toCountry: 'FR' });
  await uploadPdf(page.request, token, draft.id, draft.requiredDocuments[0] ?? 'Passport', 'passport.pdf');
  const submitted = await createSubmittedApplication(page.request, token, { toCountry: 'IN' });
  const summary = await applicationsSummary(page, token);
  expect(summary).toMatchObject({ total: 2, draft: 1, pending: 1 });

  await page.goto('/user-dashboard');
  const figures = {
    'Total Applications': summary.total,
    Pending: summary.pending,
    Approved: summary.approved,
    Rejected: summary.rejected,
    'Documents Uploaded': submitted.requiredDocuments.length + 1,
  };
  for (const [label, count] of Object.entries(figures))
    await expect(figure(page, label)).toHaveText(new RegExp(`^${count}\\s*${label}$`));

  await page.goto('/applications');
  await expect(figure(page, 'Total')).toHaveText(new RegExp(`^Total\\s*${summary.total}$`));
  await expect(figure(page, 'Pending')).toHaveText(new RegExp(`^Pending\\s*${summary.pending}$`));
  await expect(figure(page, 'Approved')).toHaveText(new RegExp(`^Approved\\s*${summary.approved}$`));
  await expect(figure(page, 'Rejected')).toHaveText(new RegExp(`^Rejected\\s*${summary.rejected}$`));

  await page.goto('/user-dashboard');
  const table = page.getByRole('table', { name: 'Recent Applications' });
  const india = table.getByRole('row').filter({ hasText: 'India' });
  await expect(india).toContainText('PENDING');
  await expect(india.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(table.getByRole('row').filter({ hasText: 'France' })).toContainText('DRAFT');
  await india.getByRole('link', { name: `View India application ${submitted.referenceNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${submitted.id}$`));

  await page.goto('/user-dashboard');
  const payments = page.getByRole('region', { name: 'Payment Overview' });
  await expect(payments).toContainText('1 application awaiting payment');
  await expect(payments.getByRole('definition').first()).toHaveText(/^\$\d/);
  const documents = page.getByRole('region', { name: 'Smart Document Management' });
  await expect(documents.getByRole('definition').first()).toHaveText(
    String(submitted.requiredDocuments.length + 1),
  );
  await expect(page.getByRole('region', { name: 'Recent Notifications' })).toContainText(
    'Application submitted',
  );
});

test('every quick action opens a real page', async ({ page }) => {
  test.slow(); // nine pages in a row
  await signInAsNewTraveller(page);
  await page.goto('/user-dashboard');
  const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link');
  await expect(actions).toHaveCount(10);
  const targets = await actions.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(targets).toEqual([
    '/visa-check',
    '/application',
    '/documents',
    '/payment',
    '/travel-intelligence',
    '/applications',
    '/notifications',
    '/profile',
    '/verification',
    '/help',
  ]);
  for (const target of targets) {
    await page.getByRole('region', { name: 'Quick Actions' }).locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  }
});

test('a failing dashboard call shows its error and keeps the quick actions', async ({ page }) => {
  await signInAsNewTraveller(page);
  await page.route('**/api/dashboard/individual', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
  );
  await page.goto('/user-dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();

  await page.unroute('**/api/dashboard/individual');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Recent Applications' })).toBeVisible();
});
