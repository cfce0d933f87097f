import type { Locator, Page } from '@playwright/test';
import { expect, registerTraveller } from '../support/fixtures';
import { signIn, test, translationIn } from '../support/languages';
import { expectScreenLoaded } from '../support/look';

// One server for the file: its tests run one after another in one worker (a failure does not skip the rest).
test.describe.configure({ mode: 'default', timeout: 180_000 });

/** The horizontal scale of an element's transform: -1 when it is mirrored. */
const scaleX = (element: Locator) =>
  element.evaluate((node) => new DOMMatrixReadOnly(getComputedStyle(node).transform).a);

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Send icon on /contact points left, along the reading', async ({ page }) => {
    await page.goto('/ar/contact');
    await expectScreenLoaded(page);
    const send = page.getByRole('button', {
      name: translationIn('features/contact/locales/ar.po', 'Send Message'),
    });
    expect(await scaleX(send.locator('svg'))).toBe(-1);
  });

  for (const form of ['login', 'register'] as const) {
    test(`the email on /ar/${form} reads left to right under a label on the right`, async ({ page }) => {
      await page.goto(`/ar/${form}`);
      await expectScreenLoaded(page);
      const email = page.getByRole('textbox', {
        name: translationIn('features/auth/locales/ar.po', 'Email'),
      });
      await expect(email).toHaveAttribute('dir', 'ltr');
      await email.fill('nina.traveller@example.com');
      expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      // The typed address starts at the field's right edge, under its label, as the page reads.
      const [label, field] = [
        await page.locator('label[for]').first().boundingBox(),
        await email.boundingBox(),
      ];
      expect(label && field && Math.abs(label.x + label.width - (field.x + field.width))).toBeLessThan(20);
    });
  }
});

const spanish = new Intl.DisplayNames(['es'], { type: 'region' });
const tripText = (message: string) => translationIn('features/trip-check/locales/es.po', message);

const pickCountry = async (page: Page, field: Locator, code: string) => {
  const name = spanish.of(code) ?? code;
  await field.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
};

test("in Spanish, the trip checker's heading and summary name the countries in Spanish", async ({ page }) => {
  await page.goto('/es/trip-check');
  await expectScreenLoaded(page);
  await pickCountry(
    page,
    page.getByRole('combobox', { name: tripText('Nationality (your passport)') }),
    'DE',
  );
  const legs = [
    { code: 'TH', arrival: '2026-12-01', departure: '2026-12-14' },
    { code: 'RU', arrival: '2026-12-14', departure: '2026-12-20' },
  ];
  for (const [index, leg] of legs.entries()) {
    const group = page.getByRole('group', {
      name: tripText('Leg {number}').replace('{number}', `${index + 1}`),
    });
    await pickCountry(page, group.getByRole('combobox', { name: tripText('Destination') }), leg.code);
    await group.getByLabel(tripText('Arrival')).fill(leg.arrival);
    await group.getByLabel(tripText('Departure')).fill(leg.departure);
  }
  await page.getByRole('button', { name: tripText('Check the Trip') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(spanish.of('DE') ?? '') }),
  ).toBeVisible();
  const summary = page.getByRole('alert').first();
  await expect(summary).toContainText(spanish.of('RU') ?? '');
  await expect(summary).not.toContainText('Russia');
});

test('in Spanish, the passport and its visa-free destinations are named in Spanish', async ({
  page,
  baseURL,
}) => {
  const traveller = await registerTraveller(page.request, { nationality: 'DE' });
  await signIn(page.context(), baseURL ?? '', traveller.email, traveller.password);
  await page.goto('/es/travel-intelligence');
  const chips = page.locator('section[aria-labelledby="visa-free-title"]').getByRole('link');
  await expect(chips.first()).toBeVisible();
  await expect(chips.filter({ hasText: spanish.of('JP') ?? '' })).toHaveCount(1);
  await expect(chips.filter({ hasText: /^Japan ·/ })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: `Su pasaporte de ${spanish.of('DE') ?? ''}` }),
  ).toBeVisible();
});
