import type { Page } from '@playwright/test';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

test.slow();

/**
 * Lets the first POST to `path` reach the server and be done there, then drops its answer on the way back, as
 * when the line fails or an instance dies after committing; later ones pass. Answers the keys each carried.
 */
const loseFirstAnswer = async (page: Page, path: string) => {
  const keys: (string | undefined)[] = [];
  await page.route(path, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return keys;
};

test('a draft whose answer was lost on the way back is created once, and the traveller carries on', async ({
  page,
}) => {
  await signInAsNewTraveller(page);
  const keys = await loseFirstAnswer(page, '**/api/applications');
  await page.goto('/visa-check?from=DE&to=IN&purpose=business');
  await page
    .getByRole('region', { name: 'Germany to India' })
    .getByRole('link', { name: 'Start Application' })
    .click();
  await page.getByRole('button', { name: 'Continue to personal details' }).click();
  await expect(page).toHaveURL(/\/application\?id=[0-9a-f-]{36}&step=personal$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Personal details', exact: true })).toBeVisible();
  // The repeat carried the first request's key, so the server answered it with the draft it had made.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const draftId = new URL(page.url()).searchParams.get('id');

  await page.goto('/applications');
  await expect(page.getByRole('group', { name: 'Total', exact: true })).toHaveText(/^Total\s*1$/, {
    timeout: 15_000,
  });
  const rows = page.getByRole('table', { name: 'My applications' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('India');
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/applications/${draftId}$|id=${draftId}`));
});
