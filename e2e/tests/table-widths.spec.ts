import type { Locator, Page } from '@playwright/test';
import { adminToken, inviteUser } from '../support/admin';
import { expectScreenLoaded } from '../support/look';
import { expect, signInAs, test, uniqueEmail, type Role } from '../support/fixtures';

/** `hasNoActions`: a table whose rows offer no button or link (yet). */
type Listing = { role: Role; path: string; table: string; hasNoActions?: boolean };

/** Every table of the product with row actions or many columns, as the role that works with it. */
const listings: Listing[] = [
  { role: 'admin', path: '/admin-dashboard?tab=users', table: 'Users' },
  { role: 'admin', path: '/admin-dashboard?tab=applications', table: 'Applications' },
  { role: 'admin', path: '/admin-dashboard?tab=payments&status=completed', table: 'Payments' },
  { role: 'admin', path: '/admin-dashboard?tab=policies', table: 'Visa policies' },
  { role: 'admin', path: '/admin-dashboard?tab=entry-rules', table: 'Entry rules' },
  { role: 'admin', path: '/admin-dashboard?tab=entry-conditions', table: 'Entry conditions' },
  { role: 'admin', path: '/admin-dashboard?tab=audit', table: 'Audit log', hasNoActions: true },
  { role: 'agent', path: '/agent-dashboard?tab=applications', table: 'My assigned applications' },
  { role: 'corporate', path: '/enterprise/team', table: 'Employees' },
  { role: 'corporate', path: '/enterprise/applications', table: 'Visa applications' },
  { role: 'corporate', path: '/enterprise/billing', table: 'Invoices' },
  { role: 'general', path: '/applications', table: 'My applications' },
  { role: 'general', path: '/payment', table: 'Payment history' },
  { role: 'general', path: '/documents', table: 'My documents' },
];

/** A laptop, and the narrowest tablet that gets tables rather than cards (MUI's md breakpoint). */
const widths = [1280, 900];

/** Fails when an action of the table's first row lies outside a window `width` wide. */
const expectActionsInWindow = async (table: Locator, name: string, width: number, hasNoActions = false) => {
  const actions = table.locator('tbody tr').first().locator('button:visible, a:visible');
  if (!hasNoActions) expect(await actions.count(), `${name} has row actions`).toBeGreaterThan(0);
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    const label = (await action.getAttribute('aria-label')) ?? (await action.textContent());
    expect(box, `${label} in ${name} is laid out`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${label} in ${name} starts in the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} in ${name} ends in the window`).toBeLessThanOrEqual(width);
  }
};

/** Fails when the table scrolls sideways or an action of its first row lies outside a window `width` wide. */
const expectFits = async (page: Page, { table: name, hasNoActions }: Listing, width: number) => {
  const table = page.getByRole('table', { name, exact: true });
  const firstRow = table.locator('tbody tr').first();
  // The machine running the suite may be busy: lists can take a while to arrive.
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  const container = table.locator('xpath=..');
  const box = await container.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(box.scroll, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(box.client);
  expect(box.page, `the page around ${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  await expectActionsInWindow(table, name, width, hasNoActions);
};

for (const role of ['admin', 'agent', 'corporate', 'general'] as const)
  test(`at 1280 and 900 px every ${role} table fits and its row actions are in reach`, async ({ page }) => {
    test.setTimeout(180_000);
    // The audit log of a fresh database is empty until an admin changes something: invite someone.
    if (role === 'admin')
      await inviteUser(page.request, await adminToken(page.request), {
        firstName: 'Maximiliane',
        lastName: 'Wolkenstein-Trostberg',
        email: uniqueEmail('a-rather-long-address.for-the-audit-log'),
        role: 'agent',
      });
    await signInAs(page, role);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const listing of listings.filter((item) => item.role === role)) {
        await page.goto(listing.path);
        await expectFits(page, listing, width);
        const table = page.getByRole('table', { name: listing.table, exact: true });
        await table.scrollIntoViewIfNeeded();
        const file = `${width}-${listing.table.replaceAll(' ', '-')}.png`;
        await page.screenshot({ path: test.info().outputPath(file) });
      }
    }
  });

const phone = { width: 360, height: 740 };
const adminTabs = [
  ...['users', 'applications', 'payments', 'policies', 'entry-conditions', 'analytics'],
  ...['audit', 'inbox', 'content', 'consultations', 'chat'],
];

/** Every dashboard tab and page of each role, as a person on a phone opens them. */
const phoneScreens: Record<Exclude<Role, 'enterprise'>, string[]> = {
  admin: adminTabs.map((tab) => `/admin-dashboard?tab=${tab}`),
  agent: ['applications', 'tasks', 'communication', 'chat'].map((tab) => `/agent-dashboard?tab=${tab}`),
  corporate: [
    ...['employees', 'applications', 'billing', 'analytics'].map((tab) => `/corporate-dashboard?tab=${tab}`),
    ...['team', 'budget', 'travel', 'applications', 'billing'].map((page) => `/enterprise/${page}`),
  ],
  general: [
    '/user-dashboard',
    '/applications',
    '/documents',
    '/payment',
    '/travel-history',
    '/travel-intelligence',
    '/notifications',
    '/profile',
  ],
};

/**
 * The one table that may scroll sideways inside its box on a phone: the bulk upload's preview of a CSV
 * file, which shows whatever columns the file has. It must take keyboard focus and say what it is.
 */
const scrollsByDesign = /^Preview: /;

/** Fails when a table on the screen is wider than its box, or, for one that scrolls by design, cannot be reached. */
const expectTablesFit = async (page: Page, screen: string) => {
  for (const table of await page.getByRole('table').all()) {
    const box = await table.evaluate((element) => {
      const container = element.parentElement as HTMLElement;
      const labelledBy = element.getAttribute('aria-labelledby');
      return {
        // A chart's data table is for screen readers: its box is a visually hidden pixel.
        isHidden: container.clientWidth <= 1 && container.clientHeight <= 1,
        overflow: container.scrollWidth - container.clientWidth,
        tabIndex: container.tabIndex,
        label: container.getAttribute('aria-label') ?? container.getAttribute('aria-labelledby'),
        name:
          element.getAttribute('aria-label') ??
          (labelledBy && document.getElementById(labelledBy)?.textContent) ??
          element.id,
      };
    });
    if (box.isHidden) continue;
    if (scrollsByDesign.test(box.name)) {
      // Arrow keys scroll a box only once it has focus (WCAG 2.1.1).
      expect(box.tabIndex, `the scrolling ${box.name} table on ${screen} takes focus`).toBe(0);
      expect(box.label, `the scrolling ${box.name} table on ${screen} is named`).toBeTruthy();
      continue;
    }
    expect(
      box.overflow,
      `the ${box.name} table on ${screen} is wider than its box at 360 px`,
    ).toBeLessThanOrEqual(0);
    if (await table.locator('tbody tr').count())
      await expectActionsInWindow(table, box.name, phone.width, true);
  }
};

for (const [role, paths] of Object.entries(phoneScreens))
  test(`at 360 px no ${role} screen scrolls sideways and every table fits its box`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    await signInAs(page, role as Role);
    for (const path of paths) {
      await page.goto(path);
      await expectScreenLoaded(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(widths.client);
      await expectTablesFit(page, path);
      await page.screenshot({
        path: test.info().outputPath(`${path.replace(/\W+/g, '-')}.png`),
        fullPage: true,
      });
    }
    if (role !== 'corporate') return;
    // The bulk upload's preview shows the file's own columns, as many as it has: it scrolls by design.
    await page.goto('/corporate-dashboard?tab=applications');
    await page.getByRole('button', { name: 'Bulk Upload (CSV)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Visa Applications (CSV)' });
    await dialog
      .getByLabel('CSV content')
      .fill(
        'Employee Email,Destination,Visa Type,Purpose,Travel Date,Priority,Nationality\n' +
          'someone@example.com,JP,conference,Tokyo expo,2099-01-01,normal,GB',
      );
    await expect(dialog.getByRole('table', { name: 'Preview: 1 application' })).toBeVisible();
    await expectTablesFit(page, 'the bulk upload dialog');
  });
