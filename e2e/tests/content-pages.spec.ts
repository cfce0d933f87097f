import { expect, signInAs, signInAsNewTraveller, test } from '../support/fixtures';

// Publishing a new Terms version asks every signed-in user to accept it, so this file runs after all
// the others (its own project in playwright.config.ts). Alone: npx playwright test <this file> --no-deps.

test('a visitor opens the Privacy Policy from the footer and follows it to the Cookie Policy', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  await expect(page.getByText("we store only the card's brand and its last four digits")).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | VisaBridge');

  await page.getByRole('main').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  const tables = page.getByRole('table');
  await expect(tables.getByRole('row', { name: /vb_session/ })).toContainText('Remember me');
  await expect(page.getByText(/HttpOnly \(page scripts cannot read it\)/)).toBeVisible();
  await expect(tables.getByRole('row', { name: /visabridge\.theme/ })).toContainText('light or dark');
  await expect(tables.getByRole('row', { name: /authToken/ })).toHaveCount(0);

  // Opened directly, the server draws the page, table included, and the browser takes it over as drawn.
  await page.goto('/cookies');
  await expect(page.locator('html[data-started]')).toBeAttached();
  await expect(tables.getByRole('row', { name: /vb_session/ })).toContainText('Remember me');
  await page.goto('/about');
  await expect(page.locator('html[data-started]')).toBeAttached();
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
});

test('on a phone a wide table of the Cookie Policy scrolls by itself, from the keyboard too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/cookies');
  await expect(page.locator('html[data-started]')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const storage = page.getByRole('table').filter({ hasText: 'visabridge.pendingTrip' });
  const [shown = 0, whole = 0] = await storage.evaluate((table) => [table.clientWidth, table.scrollWidth]);
  expect(whole).toBeGreaterThan(shown);
  await storage.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => storage.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
});

test('an admin publishes new Terms, and a signed-in traveller accepts them once', async ({
  page,
  browser,
}) => {
  // Two people and six screens: more than the default 30 s on a busy machine.
  test.slow();
  await signInAsNewTraveller(page);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/admin-dashboard?tab=content');
  const termsRow = admin.getByRole('row', { name: /Terms of Service/ });
  const version = Number(await termsRow.getByRole('cell').nth(1).textContent());
  await termsRow.getByRole('button', { name: 'Edit Terms of Service' }).click();
  const editor = admin.getByRole('dialog', { name: 'Edit Terms of Service' });
  const text = editor.getByRole('textbox', { name: 'Text (Markdown)' });
  await expect(text).toHaveValue(/What VisaBridge does/);
  await text.fill(
    `${await text.inputValue()}\n\n## 11. Changes in this version\n\nConsultations are **free** to book.`,
  );
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: '11. Changes in this version' })).toBeVisible();
  await expect(editor.locator('strong', { hasText: 'free' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`Terms of Service saved as version ${version + 1}`)).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(termsRow.getByRole('cell').nth(1)).toHaveText(String(version + 1));
  await adminContext.close();

  await page.reload();
  const ask = page.getByRole('dialog', { name: 'We have updated our Terms of Service' });
  await expect(ask).toBeVisible();
  await expect(
    ask.getByRole('link', { name: new RegExp(`Terms of Service \\(version ${version + 1}`) }),
  ).toHaveAttribute('href', '/terms');
  await ask.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Thank you: you accepted the new Terms of Service.')).toBeVisible();
  await expect(ask).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2, name: '11. Changes in this version' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
