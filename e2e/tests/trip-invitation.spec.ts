import { emailedLink, expect, registerTraveller, signInAsNewTraveller, test } from '../support/fixtures';
import type { Person } from '../support/travellers';
import { chidi, createPreparedTrip } from '../support/trips';

const phone = { width: 360, height: 740 };

/** Chidi's husband, on her trip to Japan with his own Nigerian passport. */
const tunde: Person = {
  ...chidi,
  first: 'Tunde',
  relationship: 'Spouse or partner',
  born: '1986-07-03',
  passport: 'A07264530',
};

test('on a phone, a traveller invites her husband to follow his own application, and he does from his account', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(phone);
  const { token } = await signInAsNewTraveller(page, { nationality: 'NG', fullName: 'Chidi Okafor' });
  const trip = await createPreparedTrip(page.request, token, [
    { person: chidi, relationship: 'self' },
    { person: tunde, relationship: 'spouse' },
  ]);
  const [wife, husbandOnTrip] = trip.travellers;
  if (!wife || !husbandOnTrip) throw new Error('both are on the trip');
  const husband = await registerTraveller(page.request, { nationality: 'NG', fullName: 'Tunde Okafor' });

  await page.goto(`/trips/${trip.id}`);
  const card = page.getByRole('article', { name: /^Tunde Okafor/ });
  // The account holder follows their own application already: only Tunde can be invited.
  await expect(
    page.getByRole('article', { name: /^Chidi Okafor/ }).getByRole('button', { name: /^Invite/ }),
  ).toHaveCount(0);
  await card.getByRole('button', { name: 'Invite to follow: Tunde Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Tunde Okafor to follow their application' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel(/^Tunde Okafor's email/).fill(husband.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`Invitation sent to ${husband.email}`);
  await expect(card.getByRole('button', { name: 'Invite again: Tunde Okafor' })).toBeVisible();

  // Tunde opens the emailed link signed out, signs in, and takes it up.
  const link = await emailedLink(husband.email, 'join-trip');
  const context = await browser.newContext({ viewport: phone });
  const his = await context.newPage();
  await his.goto(link);
  await expect(his).toHaveURL(/\/login$/);
  await his.getByLabel(/^Email/).fill(husband.email);
  await his.getByLabel(/^Password/).fill(husband.password);
  await his.getByRole('button', { name: 'Log In' }).click();
  await expect(his.getByRole('heading', { name: 'Follow your visa application' })).toBeVisible();
  await expect(his).not.toHaveURL(/token=/);
  await his.getByRole('button', { name: 'Follow my application' }).click();
  await expect(his).toHaveURL(new RegExp(`/applications/${husbandOnTrip.applicationId}$`));
  await expect(his.getByText(`Reference ${husbandOnTrip.referenceNumber}`).first()).toBeVisible();
  // His wife pays for the trip: he is told so, with no Pay button or receipt of hers.
  await expect(
    his.getByText(/^The person who filed trip T-[0-9A-F]{8} pays its fees and holds the receipt\.$/),
  ).toBeVisible();

  // His list holds his own application only, not his wife's.
  await his.goto('/applications');
  await expect(his.getByText(husbandOnTrip.referenceNumber).first()).toBeVisible();
  await expect(his.getByText(wife.referenceNumber)).toHaveCount(0);
  await his.goto(`/trips/${trip.id}`);
  await expect(his.getByText('Trip not found')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(card).toContainText(`Follows their application from their own account, ${husband.email}`);
  await expect(card.getByRole('button', { name: /^Invite/ })).toHaveCount(0);
});
