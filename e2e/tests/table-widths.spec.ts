import type { Page } from '@playwright/test';
import { adminToken, inviteUser } from '../support/admin';
import { expect, signInAs, test, uniqueEmail, type Role } from '../support/fixtures';

/** `hasNoActions`: a table whose rows offer no button or link (yet). */
type Listing = { role: Role; path: string; table: string; hasNoActions?: boolean };

/** Every table of the product with row actions or many columns, as the role that works with it. */
const listings: Listing[] = [
  { role: 'admin', path: '/admin-dashboard?tab=users', table: 'Users' },
  { role: 'admin', path: '/admin-dashboard?tab=applications', table: 'Applications' },
  { role: 'admin', path: '/admin-dashboard?tab=payments&status=completed', table: 'Payments' },
  { role: 'admin', path: '/admin-dashboard?tab=policies', table: 'Visa policies' },
  { role: 'admin', path: '/admin-dashboard?tab=audit', table: 'Audit log', hasNoActions: true },
  { role: 'agent', path: '/agent-dashboard?tab=applications', table: 'My assigned applications' },
  { role: 'corporate', path: '/enterprise/team', table: 'Employees' },
  { role: 'corporate', path: '/enterprise/applications', table: 'Visa applications' },
  { role: 'corporate', path: '/enterprise/billing', table: 'Invoices' },
  { role: 'general', path: '/applications', table: 'My applications' },
  { role: 'general', path: '/payment', table: 'Payment history' },
  { role: 'general', path: '/documents', table: 'My documents' },
];

const viewport = { width: 1280, height: 800 };

/** Fails when the table scrolls sideways or an action of its first row lies outside the window. */
const expectFits = async (page: Page, { table: name, hasNoActions }: Listing) => {
  const table = page.getByRole('table', { name, exact: true });
  const firstRow = table.locator('tbody tr').first();
  // The machine running the suite may be busy: lists can take a while to arrive.
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  const container = table.locator('xpath=..');
  const widths = await container.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.scroll, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.client);
  expect(widths.page, `the page around ${name} scrolls sideways`).toBeLessThanOrEqual(viewport.width);
  const actions = firstRow.locator('button:visible, a:visible');
  if (!hasNoActions) expect(await actions.count(), `${name} has row actions`).toBeGreaterThan(0);
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    const label = (await action.getAttribute('aria-label')) ?? (await action.textContent());
    expect(box, `${label} in ${name} is laid out`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${label} in ${name} starts in the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} in ${name} ends in the window`).toBeLessThanOrEqual(viewport.width);
  }
};

for (const role of ['admin', 'agent', 'corporate', 'general'] as const)
  test(`at 1280 px every ${role} table fits and its row actions are in reach`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // The audit log of a fresh database is empty until an admin changes something: invite someone.
    if (role === 'admin')
      await inviteUser(page.request, await adminToken(page.request), {
        firstName: 'Maximiliane',
        lastName: 'Wolkenstein-Trostberg',
        email: uniqueEmail('a-rather-long-address.for-the-audit-log'),
        role: 'agent',
      });
    await signInAs(page, role);
    for (const listing of listings.filter((item) => item.role === role)) {
      await page.goto(listing.path);
      await expectFits(page, listing);
      const table = page.getByRole('table', { name: listing.table, exact: true });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${listing.table.replaceAll(' ', '-')}.png`) });
    }
  });
