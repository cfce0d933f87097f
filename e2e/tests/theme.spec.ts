import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ colorScheme: 'light' });

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme toggle switches to dark, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(toDark).toBeVisible();
  expect(await bodyBackground(page)).toBe('rgb(246, 248, 251)');

  await toDark.click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe('rgb(15, 20, 25)');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe('rgb(15, 20, 25)');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe('rgb(246, 248, 251)');
});
