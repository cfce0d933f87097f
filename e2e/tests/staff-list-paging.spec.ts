import type { Locator, Page } from '@playwright/test';
import { adminToken, openAdminTab } from '../support/admin';
import { createSubmittedApplication } from '../support/applications';
import { bearer, expect, signInAs, signInAsNewTraveller, test } from '../support/fixtures';

// Eleven applications are built and submitted through the API first, which takes a while on a busy machine.
test.slow();

/** The pager under a list paged by cursor. */
const pager = (page: Page) => ({
  previous: page.getByRole('button', { name: 'Previous', exact: true }),
  next: page.getByRole('button', { name: 'Next', exact: true }),
});

const choosePageSize = async (page: Page, size: number) => {
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
};

/** Which of `references` the table shows now, told by their text rather than by a column's position. */
const shownReferences = async (table: Locator, references: string[]) => {
  const rows = await table.getByRole('row').allTextContents();
  return references.filter((reference) => rows.some((row) => row.includes(reference)));
};

test("an admin pages through a traveller's eleven applications ten at a time, also after a reload", async ({
  page,
  browser,
}) => {
  const travellerContext = await browser.newContext();
  const { token, user } = await signInAsNewTraveller(await travellerContext.newPage());
  const countries = ['CN', 'IN', 'VN'];
  const references: string[] = [];
  for (let index = 0; index < 11; index += 1) {
    const toCountry = countries[index % countries.length] ?? 'CN';
    const application = await createSubmittedApplication(travellerContext.request, token, { toCountry });
    references.push(application.referenceNumber);
  }
  await travellerContext.close();

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Applications');
  await page.getByLabel('Search applications').fill(user.email);
  await expect(page).toHaveURL(/[?&]search=/);
  await choosePageSize(page, 10);
  const table = page.getByRole('table', { name: 'Applications' });
  const { previous, next } = pager(page);

  // Only this traveller's applications are counted, and ten of the eleven fill the first page.
  await expect(page.getByText('11 in all', { exact: true })).toBeVisible();
  await expect.poll(() => shownReferences(table, references)).toHaveLength(10);
  // The header row and ten applications.
  await expect(table.getByRole('row')).toHaveCount(11);
  const firstPage = await shownReferences(table, references);
  const rest = references.filter((reference) => !firstPage.includes(reference));
  await expect(previous).toBeDisabled();

  // The second page holds exactly the one application the first left out.
  await next.click();
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await shownReferences(table, references)).toEqual(rest);
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(page.getByText('11 in all', { exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  // The cursor in the URL is the page: a reload shows the same one application.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await shownReferences(table, references)).toEqual(rest);
  await expect(page.getByText('11 in all', { exact: true })).toBeVisible();
  await expect(next).toBeDisabled();

  // The cursors before it are forgotten on a reload, so Previous goes to the first page, which is page 1 here.
  await previous.click();
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect
    .poll(async () => (await shownReferences(table, references)).sort())
    .toEqual([...firstPage].sort());
  await expect(page).not.toHaveURL(/[?&]cursor=/);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
});

test('the audit log pages by cursor: Next shows older entries, Previous the newest again', async ({
  page,
}) => {
  // Re-publishing a page unchanged records "Page edited" with a new version each time. Nothing else edits
  // pages while this project runs (the Terms spec runs after it), so these eleven are the newest of their
  // kind, in order; the Press page is not one a user accepts, so no one is asked to accept it again.
  const admin = await adminToken(page.request);
  const current = await page.request.get('/api/content/press');
  expect(current.status(), await current.text()).toBe(200);
  const { title, body } = ((await current.json()) as { data: { title: string; body: string } }).data;
  const versions: number[] = [];
  for (let edit = 0; edit < 11; edit += 1) {
    const saved = await page.request.put('/api/admin/content/press', {
      headers: bearer(admin),
      data: { title, body },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    versions.push(((await saved.json()) as { data: { version: number } }).data.version);
  }
  const entryOf = (version: number) => new RegExp(`Version ${version - 1} → ${version}(?!\\d)`);
  // Newest first: every edit but the first fills page 1, and the first opens page 2.
  const newestTen = versions.slice(1).reverse().map(entryOf);

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Audit Log');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Page edited' }).click();
  await expect(page).toHaveURL(/action=content\.updated/);
  await choosePageSize(page, 10);
  const log = page.getByRole('table', { name: 'Audit log' });
  const entries = log.getByRole('row').filter({ has: page.getByRole('cell') });
  const { previous, next } = pager(page);

  await expect(entries).toHaveText(newestTen);
  const total = page.getByText(/^[\d,]+\+? in all$/);
  expect(Number((await total.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(10);
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(entries.first()).toHaveText(entryOf(versions[0] ?? 0));
  for (const entry of newestTen) await expect(entries.filter({ hasText: entry })).toHaveCount(0);

  await previous.click();
  await expect(entries).toHaveText(newestTen);
  await expect(previous).toBeDisabled();
});
