import type { Page } from '@playwright/test';
import { expect, pickCountry, signInAsNewTraveller, test } from '../support/fixtures';
import { axeViolationsIn } from '../support/look';

const checkTrip = async (page: Page, travel: string, back = '') => {
  await page.getByLabel('Travel date (optional)').fill(travel);
  await page.getByLabel('Return date (optional)').fill(back);
  await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
};

test('a French traveller to the UK in December 2026 is told of the ETA, its fee, its source and the answer it replaced', async ({
  page,
}) => {
  await page.goto('/visa-check');
  await pickCountry(page, 'From Country (Your Nationality)', 'France');
  await pickCountry(page, 'To Country (Destination)', 'United Kingdom');
  await checkTrip(page, '2026-12-15', '2026-12-22');

  const result = page.getByRole('region', { name: 'France to United Kingdom' });
  const rule = result.getByRole('region', { name: 'UK Electronic Travel Authorisation (ETA)' });
  await expect(rule).toContainText('From 2 April 2025');
  await expect(rule).toContainText("This rule replaces the dataset's answer (Visa free");
  await expect(rule).toContainText('Government fee: £16.00');
  await expect(rule).toContainText('without VisaBridge');
  await expect(rule.getByRole('link', { name: 'https://www.gov.uk/eta/apply' })).toBeVisible();
  await expect(rule).toContainText('Recorded by VisaBridge on 2026-11-28 from https://www.gov.uk/eta');
  await expect(result).toContainText(/The Passport Index edition of 12 January 2025 is \d+ days old/);
  await expect(result).toContainText('confirm with the official source, https://www.gov.uk/eta');
  await expect(page).toHaveURL(/travel=2026-12-15&return=2026-12-22/);
  // The authorisation applied for is what the traveller receives, never an upload.
  const authorisation = result
    .getByRole('region', { name: 'Documents checklist' })
    .getByRole('listitem')
    .filter({ hasText: 'Electronic travel authorisation (eTA), linked to this passport' });
  await expect(authorisation).toContainText('Issued to you when the application is approved');
  expect(await axeViolationsIn(page, '#root section[aria-labelledby="visa-result-title"]')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('eta-in-force.png'), fullPage: true });

  // Before the ETA, the dataset's answer; a trip across its start shows the change during the trip.
  await checkTrip(page, '2025-03-01', '2025-04-05');
  await expect(result.getByText('Visa free', { exact: true })).toBeVisible();
  await expect(result).not.toContainText('This rule replaces');
  await expect(result.getByRole('region', { name: /Changes since the dataset/ })).toContainText(
    'During your trip: From 2 April 2025, holders of a France passport need the UK Electronic Travel Authorisation (ETA) to enter United Kingdom.',
  );
  await page.screenshot({ path: test.info().outputPath('eta-during-trip.png'), fullPage: true });
});

test('a return before the travel date is refused on its field', async ({ page }) => {
  await page.goto('/visa-check');
  await pickCountry(page, 'From Country (Your Nationality)', 'France');
  await pickCountry(page, 'To Country (Destination)', 'United Kingdom');
  await checkTrip(page, '2026-12-15', '2026-12-10');
  await expect(page.getByText('Return date must not be before the travel date')).toBeVisible();
  await expect(page.getByRole('region', { name: 'France to United Kingdom' })).toHaveCount(0);
});

test('an American traveller to France sees ETIAS as announced, never as in force', async ({ page }) => {
  await page.goto('/visa-check?from=US&to=FR&purpose=tourist&travel=2027-06-01');
  const result = page.getByRole('region', { name: 'United States to France' });
  await expect(result.getByText('Visa free', { exact: true })).toBeVisible();
  const announced = result.getByRole('region', { name: 'Announced: ETIAS travel authorisation' });
  await expect(announced).toContainText('Not in force yet');
  await expect(
    announced.getByRole('link', { name: 'https://travel-europe.europa.eu/etias_en' }),
  ).toBeVisible();
});

test("an application started from a dated check plans the trip on the check's dates and answers for them", async ({
  page,
}) => {
  await signInAsNewTraveller(page);
  await page.goto('/visa-check?from=FR&to=GB&purpose=tourist&travel=2025-03-01&return=2025-03-08');
  await page
    .getByRole('region', { name: 'France to United Kingdom' })
    .getByRole('link', { name: 'Start Application' })
    .click();
  await expect(page).toHaveURL(/travelDate=2025-03-01&returnDate=2025-03-08/);
  const needs = page.getByRole('region', { name: 'Requirements for this trip' });
  await expect(needs).toContainText('Visa free');
  await expect(needs).not.toContainText('Electronic travel authorisation');
  await page.getByRole('button', { name: 'Continue to personal details' }).click();
  await expect(page).toHaveURL(/step=personal$/);

  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await page.goto(`/application?id=${id}&step=travel`);
  await expect(page.getByLabel(/^Planned arrival date/)).toHaveValue('2025-03-01');
  await expect(page.getByLabel(/^Planned departure date/)).toHaveValue('2025-03-08');
});
