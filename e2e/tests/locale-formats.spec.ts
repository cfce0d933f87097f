import { createSubmittedApplication } from '../support/applications';
import { bearer, expect, signInAsNewTraveller, test } from '../support/fixtures';
import { payApplication } from '../support/payments';

// The test builds and pays an application through the API first, which takes a while on a busy machine.
test.slow();

const isoToday = () => new Date().toISOString().slice(0, 10);

test('dates on My Applications and Payments follow the profile language setting', async ({ page }) => {
  const session = await signInAsNewTraveller(page);
  const language = await page.request.put('/api/auth/profile', {
    headers: bearer(session.token),
    data: { language: 'de-DE' },
  });
  expect(language.ok()).toBe(true);
  const application = await createSubmittedApplication(page.request, session.token, { toCountry: 'IN' });
  await payApplication(page.request, session.token, application.id);
  // The app's 'short' date in German: '23. Nov. 2026'.
  const today = new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(),
  );
  const main = page.locator('#main-content');

  await page.goto('/applications');
  const row = main
    .getByRole('table', { name: 'My applications' })
    .locator('tbody tr')
    .filter({ hasText: application.referenceNumber });
  await expect(row).toContainText(today);
  await expect(main).not.toContainText(isoToday());

  await page.goto('/payment');
  const payment = main
    .getByRole('table', { name: 'Payment history' })
    .getByRole('row')
    .filter({ hasText: application.referenceNumber });
  await expect(payment).toContainText(today);
  await expect(payment).toContainText(/\d+,\d{2}\s\$/);
  await expect(main).not.toContainText(isoToday());
});
