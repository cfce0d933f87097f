import type { Page } from '@playwright/test';
import { createCompleteDraft, createDraft } from '../support/applications';
import { bearer, expect, signInAsNewTraveller, test } from '../support/fixtures';

// Each test builds its draft through the API first, which takes a while on a busy machine.
test.slow();

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The draft as the API returns it to its owner. */
const storedDraft = async (page: Page, token: string, id: string) => {
  const response = await page.request.get(`/api/applications/${id}`, { headers: bearer(token) });
  return (await response.json()).data as { status: string; wizardStep: number };
};

test('a draft left on the Travel plans step (step 3) reopens there from My Applications', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createDraft(page.request, token, { toCountry: 'FR' });

  await page.goto(`/application?id=${draft.id}&step=personal`);
  await expect(stepHeading(page, 'Personal details')).toBeVisible({ timeout: 15_000 });
  await next(page);
  await expect(stepHeading(page, 'Passport')).toBeVisible();
  const savedStep = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/applications/${draft.id}`) &&
      response.request().method() === 'PUT' &&
      response.request().postDataJSON().wizardStep === 3,
  );
  await next(page);
  await expect(stepHeading(page, 'Travel plans')).toBeVisible();
  expect((await savedStep).ok()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('travel-step.png'), fullPage: true });
  expect((await storedDraft(page, token, draft.id)).wizardStep).toBe(3);

  await page.goto('/applications');
  await page
    .getByRole('table', { name: 'My applications' })
    .locator('tbody tr')
    .filter({ hasText: 'France' })
    .getByRole('link', { name: /^Edit/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/application\\?id=${draft.id}$`));
  await expect(stepHeading(page, 'Travel plans')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Travel plans' })).toHaveAttribute('aria-current', 'step');
});

test('Submit asks for confirmation first; Cancel keeps the application a draft', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createCompleteDraft(page.request, token, { toCountry: 'IN', purpose: 'business' });
  const submits: string[] = [];
  page.on('request', (request) => request.url().endsWith('/submit') && submits.push(request.url()));

  await page.goto(`/application?id=${draft.id}&step=review`);
  // The first page load may take a while on a busy machine.
  await expect(page.getByText('Everything is filled in. Check the details below, then submit.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const dialog = page.getByRole('dialog', { name: 'Submit your application?' });
  await expect(dialog).toContainText(`Your application for India (reference ${draft.referenceNumber})`);
  await expect(dialog).toContainText('sent to our team for review');
  await expect(dialog).toContainText('can no longer be edited');
  await expect(dialog).toContainText('Fees due');
  await expect(dialog).toContainText('Total charged by VisaBridge (USD)$25.00');
  await page.screenshot({ path: test.info().outputPath('submit-confirmation.png') });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`step=review$`));
  expect(submits).toEqual([]);
  expect((await storedDraft(page, token, draft.id)).status).toBe('draft');

  // Confirming submits it.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${draft.id}$`));
  expect((await storedDraft(page, token, draft.id)).status).toBe('pending');
});
