import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** A screenshot in the test's output folder, to look at after the run. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const leg = (page: Page, number: number) => page.getByRole('group', { name: `Leg ${number}` });

const fillLeg = async (
  page: Page,
  group: Locator,
  { country, arrival, departure }: { country: string; arrival: string; departure: string },
) => {
  await group.getByRole('combobox', { name: 'Destination' }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await group.getByLabel('Arrival').fill(arrival);
  await group.getByLabel('Departure').fill(departure);
};

test('a traveller checks a three-leg trip with a connection and reads each leg and one checklist', async ({
  page,
}) => {
  await page.goto('/visa-check');
  await page.getByRole('link', { name: 'Check a whole trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Checker' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Nationality (your passport)' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByLabel('Purpose of the trip').selectOption({ label: 'Tourism' });
  await fillLeg(page, leg(page, 1), { country: 'Thailand', arrival: '2026-12-01', departure: '2026-12-14' });
  await fillLeg(page, leg(page, 2), {
    country: 'United Arab Emirates',
    arrival: '2026-12-14',
    departure: '2026-12-15',
  });
  await leg(page, 2).getByLabel('Connection only (changing planes here)').check();
  await page.getByRole('button', { name: 'Add a leg' }).click();
  // The new leg's destination takes the focus, so typing goes on there.
  await expect(leg(page, 3).getByRole('combobox', { name: 'Destination' })).toBeFocused();
  await fillLeg(page, leg(page, 3), { country: 'India', arrival: '2026-12-15', departure: '2026-12-29' });
  await page.getByRole('button', { name: 'Check the Trip' }).click();

  const summary = page.getByRole('heading', { name: 'Your trip with a Germany passport' });
  await expect(summary).toBeFocused();
  await expect(page.getByText('Apply before you travel for leg 3 (India).')).toBeVisible();
  const thailand = page.getByRole('region', { name: /Leg 1: .*Thailand/ });
  await expect(thailand.getByText('Visa free', { exact: true })).toBeVisible();
  const connection = page.getByRole('region', { name: /Leg 2: .*United Arab Emirates \(connection\)/ });
  await expect(connection).toContainText('Transit rules for United Arab Emirates are not in our data');
  await expect(connection).toContainText('Confirm with your airline');
  const indiaLeg = page.getByRole('region', { name: /Leg 3: .*India/ });
  await expect(indiaLeg.getByText('e-Visa', { exact: true })).toBeVisible();

  const checklist = page.getByRole('region', { name: 'Documents for the whole trip' });
  // Each destination's own passport rule, or a plain word that the data does not have it.
  const india = checklist.getByRole('listitem').filter({ hasText: 'rule of India' });
  await expect(india).toContainText('Passport valid at least 6 months from the date you arrive');
  // Each document says when it is needed: uploaded to apply, issued at the end, or carried at the border.
  await expect(india).toContainText('Uploaded with your application. Leg 3.');
  await expect(
    checklist
      .getByRole('listitem')
      .filter({ hasText: "Thailand's passport validity rule is not in our data" }),
  ).toContainText('Carried when you travel: shown at the border if asked. Leg 1.');
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'E-visa approval, printed, to carry when you travel' }),
  ).toContainText('Issued to you when the application is approved: not something you upload. Leg 3.');
  await screenshot(page, 'trip-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'trip-phone');
});

test('a trip with a departure before its arrival is refused on that field; five legs at most', async ({
  page,
}) => {
  await page.goto('/trip-check');
  await page.getByRole('combobox', { name: 'Nationality (your passport)' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('button', { name: 'Remove leg 2' }).click();
  await expect(leg(page, 2)).toHaveCount(0);
  await fillLeg(page, leg(page, 1), { country: 'Thailand', arrival: '2026-12-10', departure: '2026-12-01' });
  await page.getByRole('button', { name: 'Check the Trip' }).click();
  const departure = leg(page, 1).getByLabel('Departure');
  await expect(departure).toHaveAttribute('aria-invalid', 'true');
  await expect(leg(page, 1)).toContainText('Departure must not be before arrival');

  for (let added = 0; added < 4; added += 1) await page.getByRole('button', { name: 'Add a leg' }).click();
  await expect(leg(page, 5)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a leg' })).toBeDisabled();
  await expect(page.getByText('A trip has at most 5 legs.')).toBeVisible();
});

test('the trip form arrives drawn by the server, its button waiting for the app as the checker’s does', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/trip-check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip Checker');
  await expect(leg(page, 1).getByRole('combobox', { name: 'Destination' })).toBeVisible();
  await expect(leg(page, 2).getByLabel('Connection only (changing planes here)')).toBeVisible();
  // Nothing can be sent half-checked before the app runs: the form is the app's to send.
  await expect(page.getByRole('button', { name: 'Check the Trip' })).toBeDisabled();
  await context.close();
});
