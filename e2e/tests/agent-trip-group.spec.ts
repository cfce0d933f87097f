import type { Locator, Page } from '@playwright/test';
import { assignToDemoAgent } from '../support/agent-dashboard';
import { bearer, demoSession, expect, signInAs, signInAsNewTraveller, test } from '../support/fixtures';
import type { Person } from '../support/travellers';
import { screenshot } from '../support/look';
import { chidi, createSubmittedTrip } from '../support/trips';

const tunde: Person = {
  ...chidi,
  first: 'Tunde',
  last: 'Adeyemi',
  born: '1986-07-03',
  passport: 'A07264521',
};
const ngozi: Person = { ...chidi, first: 'Ngozi', born: '1992-11-30', passport: 'A07264522' };

/** The rows of the agent's list: the table's on a wide screen, the cards on a phone. */
const listedRows = (page: Page, isPhone: boolean): Locator =>
  isPhone
    ? page.getByRole('list', { name: 'My assigned applications' }).getByRole('listitem')
    : page.getByRole('table', { name: 'My assigned applications' }).locator('tbody').getByRole('row');

for (const { name, viewport } of [
  { name: 'on a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'on a 360 px phone', viewport: { width: 360, height: 740 } },
])
  test(`${name}, an agent opens a family's trip from one traveller's row and sees its travellers together, each with their own status`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const isPhone = viewport.width < 900;
    const family = await signInAsNewTraveller(page, { nationality: 'NG', fullName: 'Chidi Okafor' });
    const trip = await createSubmittedTrip(page.request, family.token, [
      { person: chidi, relationship: 'self' },
      { person: tunde, relationship: 'spouse' },
      { person: ngozi, relationship: 'sibling' },
    ]);
    for (const traveller of trip.travellers) await assignToDemoAgent(page.request, traveller.applicationId);
    const [chidiOnTrip] = trip.travellers;
    if (!chidiOnTrip) throw new Error('Chidi is not on the trip');
    // The agent has started on Chidi's case: the others still wait.
    const agent = await demoSession(page.request, 'agent');
    const started = await page.request.put(`/api/visa-applications/${chidiOnTrip.applicationId}`, {
      headers: bearer(agent.token),
      data: { status: 'in_review' },
    });
    expect(started.status(), await started.text()).toBe(200);

    await page.setViewportSize(viewport);
    await signInAs(page, 'agent');
    // Looking at the cases in review: Chidi's is one, and it is on a trip.
    await page.goto('/agent-dashboard?status=in_review');
    const search = page.getByRole('searchbox', { name: 'Search applications' });
    await search.fill(chidiOnTrip.referenceNumber);
    const rows = listedRows(page, isPhone);
    await expect(rows).toHaveCount(1);
    const chip = `Trip ${trip.referenceNumber} · 3 travellers`;
    await rows.getByRole('button', { name: chip }).click();

    // The whole trip, whatever the status filter said before.
    await expect(search).toHaveValue(trip.referenceNumber);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${trip.referenceNumber}(&|$)`));
    await expect(rows).toHaveCount(3);
    for (const [person, status] of [
      [chidi, 'IN REVIEW'],
      [tunde, 'PENDING'],
      [ngozi, 'PENDING'],
    ] as const) {
      const row = rows.filter({ hasText: `${person.first} ${person.last}` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(status);
      await expect(row.getByRole('button', { name: chip })).toBeVisible();
    }
    await rows.first().scrollIntoViewIfNeeded();
    await screenshot(page, `trip-at-${viewport.width}`, false);

    // The trip's button keeps its reference and its count each whole (on one line, or the count under the
    // reference where the column is narrow), and the list fits its box, down to the narrowest table.
    const button = rows.first().getByRole('button', { name: chip });
    const scroller = isPhone
      ? page.locator('html')
      : page.getByRole('region', { name: 'My assigned applications' });
    for (const width of isPhone ? [viewport.width] : [viewport.width, 900]) {
      await page.setViewportSize({ ...viewport, width });
      await expect(rows).toHaveCount(3);
      for (const part of await button.locator('.MuiChip-label > span').all())
        expect((await part.boundingBox())?.height, `${width} px`).toBeLessThanOrEqual(24);
      const label = button.locator('.MuiChip-label');
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(
        await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `${width} px`,
      ).toBe(true);
    }

    // Clearing the search brings back the rest of the agent's cases.
    await search.fill('');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    if (isPhone) return;

    // An admin's list counts the trip's travellers alike, and its button lists them the same way.
    await signInAs(page, 'admin');
    await page.goto(
      `/admin-dashboard?tab=applications&status=in_review&search=${chidiOnTrip.referenceNumber}`,
    );
    const adminRows = page.getByRole('table', { name: 'Applications' }).locator('tbody').getByRole('row');
    await expect(adminRows).toHaveCount(1);
    await adminRows.getByRole('button', { name: chip }).click();
    await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue(
      trip.referenceNumber,
    );
    await expect(adminRows).toHaveCount(3);
    await expect(adminRows.getByRole('button', { name: chip })).toHaveCount(3);
  });
