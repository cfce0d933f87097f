import type { Locator, Page } from '@playwright/test';
import { adminToken, openAdminTab } from '../support/admin';
import { bearer, demoSession, expect, signInAs, signInAsNewTraveller, test } from '../support/fixtures';
import { fillCard, payDialog, submitPayment, visaCard } from '../support/payments';
import { fillPerson, type Person } from '../support/travellers';
import { chidi, completeApplication, type TripTraveller } from '../support/trips';

const phone = { width: 360, height: 740 };

/** A calendar day `days` days from today (negative: before), as a date input takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ada: Person = {
  first: 'Ada',
  last: 'Okafor',
  relationship: 'Child',
  born: dayFromToday(-9 * 366),
  country: 'Nigeria',
  passport: 'A07264520',
};
const lena: Person = {
  first: 'Lena',
  last: 'Okafor',
  relationship: 'Child',
  born: dayFromToday(-6 * 366),
  country: 'Germany',
  passport: 'C01X00T47',
};

/** Adds someone new through the trip's Add traveller dialog, as a parent types them in. */
const addTraveller = async (page: Page, person: Person) => {
  await page.getByRole('button', { name: 'Add traveller' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add a traveller to/ });
  await fillPerson(page, dialog, { ...person, expiry: dayFromToday(5 * 365) });
  await dialog.getByRole('button', { name: 'Add traveller' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('article', { name: new RegExp(`^${person.first} ${person.last}`) }),
  ).toBeVisible();
};

const card = (page: Page, person: Person): Locator =>
  page.getByRole('article', { name: new RegExp(`^${person.first} ${person.last}`) });

test('on a phone, a parent applies for themself and two children on one trip and pays once for those who need a visa', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const { token, user } = await signInAsNewTraveller(page, { nationality: 'NG', fullName: 'Chidi Okafor' });

  // The checker's answer offers the trip for several travellers, with its dates.
  const travel = dayFromToday(60);
  await page.goto(`/visa-check?from=NG&to=JP&purpose=tourist&travel=${travel}&return=${dayFromToday(67)}`);
  await page.getByRole('link', { name: 'Add travellers: apply for a family or group' }).click();
  await expect(page.getByRole('heading', { name: 'A trip for several travellers' })).toBeVisible();
  await expect(page.getByLabel(/^Arrival date/)).toHaveValue(travel);
  await page.getByRole('button', { name: 'Continue to travellers' }).click();
  await expect(page.getByRole('heading', { name: 'Trip to Japan' })).toBeVisible();
  const tripId = new URL(page.url()).pathname.split('/').pop() ?? '';

  for (const person of [chidi, ada, lena]) await addTraveller(page, person);
  await expect(page.getByRole('heading', { name: 'Travellers (3)' })).toBeVisible();
  await expect(card(page, lena)).toContainText('Under 18');
  await expect(card(page, lena)).toContainText('No visa needed');
  await expect(card(page, lena)).toContainText('Nothing to apply for: not charged.');
  await expect(card(page, ada)).toContainText('Visa required');

  // A child travels with a parent on the trip.
  for (const child of [ada, lena]) {
    await card(page, child).getByRole('combobox', { name: 'Parent or guardian on this trip' }).click();
    await page.getByRole('option', { name: 'Chidi Okafor' }).click();
    await expect(page.getByText('Guardian saved')).toBeVisible();
  }

  // Submitting too early names what is missing, traveller by traveller.
  await page.getByRole('button', { name: 'Submit trip' }).click();
  await expect(page.getByText('The trip cannot be submitted yet')).toBeVisible();
  await expect(page.getByText(/^Ada Okafor: .* is required/).first()).toBeVisible();

  const tripResponse = await page.request.get(`/api/trips/${tripId}`, { headers: bearer(token) });
  const { travellers, total } = (
    (await tripResponse.json()) as { data: { travellers: TripTraveller[]; total: { amount: number } } }
  ).data;
  const [chidiOnTrip, adaOnTrip] = travellers;
  if (!chidiOnTrip || !adaOnTrip) throw new Error('the family is not on the trip');
  await completeApplication(page.request, token, chidiOnTrip, chidi);
  await completeApplication(page.request, token, adaOnTrip, ada);

  // Each traveller's own steps say whose details they are, and lead back to the trip.
  await page.reload();
  await card(page, ada).getByRole('link', { name: 'Fill in details: Ada Okafor' }).click();
  await expect(page.getByRole('heading', { name: "Ada Okafor's visa application for Japan" })).toBeVisible();
  await page.goto(`/application?id=${adaOnTrip.applicationId}&step=travel`);
  await expect(
    page.getByText(/^The dates are trip T-[0-9A-F]{8}'s, .*: change them on the trip/),
  ).toBeVisible();
  await expect(page.getByLabel(/^Planned arrival date/)).toHaveCount(0);
  await page.goto(`/application?id=${adaOnTrip.applicationId}&step=review`);
  await page.getByRole('button', { name: 'Back to the trip' }).click();
  await expect(page.getByRole('heading', { name: 'Trip to Japan' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit trip' }).click();
  await expect(page.getByText('Trip submitted: 2 travellers waiting for review')).toBeVisible();
  await expect(card(page, chidi)).toContainText('PENDING');
  await expect(card(page, ada)).toContainText('PENDING');
  await expect(card(page, ada)).toContainText('Travelling with Chidi Okafor');

  // One payment for the two who need a visa: the sum of their fees.
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    total.amount / 100,
  );
  expect(total.amount).toBe(chidiOnTrip.fees.total + adaOnTrip.fees.total);
  await page.getByRole('button', { name: `Pay ${amount} for 2 travellers` }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Pay the trip fees' })).toBeVisible();
  await fillCard(dialog, visaCard());
  await submitPayment(dialog);
  await expect(dialog).toBeHidden();
  await expect(card(page, chidi).getByText('Paid')).toBeVisible();
  await expect(card(page, ada).getByText('Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // My Applications shows the trip with everyone's status.
  await page.goto('/applications');
  const trips = page.getByRole('list', { name: 'Your trips' });
  await expect(trips).toContainText('Trip to Japan');
  await expect(trips.getByRole('listitem').filter({ hasText: /^Lena Okafor/ })).toContainText(
    'No visa needed',
  );
  await expect(trips.getByRole('listitem').filter({ hasText: /^Ada Okafor/ })).toContainText('PENDING');
  await trips.getByRole('link', { name: 'Trip to Japan' }).click();
  await expect(page.getByRole('heading', { name: 'Trip to Japan' })).toBeVisible();
  const reference = (await page.getByText(/^Reference T-/).textContent())?.match(/T-[0-9A-F]{8}/)?.[0] ?? '';

  // Staff find the trip by its reference: each traveller is a row of their own, marked with the trip.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Applications');
  await page.getByLabel('Search applications').fill(reference);
  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const person of [chidi, ada])
    await expect(rows.filter({ hasText: `${person.first} ${person.last}` })).toContainText(
      `Trip ${reference} · 2 travellers`,
    );

  // A refund for one traveller: Ada's line only; Chidi stays paid.
  await page.goto(`/admin-dashboard?tab=payments&search=${encodeURIComponent(user.email)}`);
  const paymentRow = page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await paymentRow.getByRole('button', { name: /^Refund/ }).click();
  const refund = page.getByRole('dialog', { name: 'Refund payment' });
  await refund.getByRole('combobox', { name: 'Refund' }).click();
  await page.getByRole('option', { name: /^Ada Okafor/ }).click();
  const adaFees = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    adaOnTrip.fees.total / 100,
  );
  await expect(refund).toContainText(`Refund ${adaFees} to Chidi Okafor for Ada Okafor:`);
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Payment refunded')).toBeVisible();
  const refunded = await page.request.get(`/api/trips/${tripId}`, { headers: bearer(token) });
  const states = ((await refunded.json()) as { data: { travellers: { paymentState: string }[] } }).data
    .travellers;
  expect(states.map((traveller) => traveller.paymentState)).toEqual(['paid', 'refunded', 'not_due']);

  // The agent working the trip's cases sees, on each, the others travelling with it.
  const agent = await demoSession(page.request, 'agent');
  const admin = bearer(await adminToken(page.request));
  for (const traveller of [chidiOnTrip, adaOnTrip]) {
    const assigned = await page.request.put(`/api/visa-applications/${traveller.applicationId}/assignment`, {
      headers: admin,
      data: { agentId: agent.user.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }
  await signInAs(page, 'agent');
  await page.goto(`/agent-dashboard?application=${chidiOnTrip.applicationId}`);
  const tripSection = page.getByRole('dialog').getByRole('region', { name: `Trip ${reference}` });
  await expect(tripSection.getByRole('list', { name: 'Also on this trip' })).toContainText('Ada Okafor');
  await expect(tripSection).toContainText('PENDING');
});

test('a traveller whose passport number is already on the trip is refused on the field, and what was typed stays', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const { token } = await signInAsNewTraveller(page, { nationality: 'NG', fullName: 'Chidi Okafor' });
  const created = await page.request.post('/api/trips', {
    headers: bearer(token),
    data: {
      toCountry: 'JP',
      purpose: 'tourist',
      arrivalDate: dayFromToday(30),
      departureDate: dayFromToday(37),
    },
  });
  const tripId = ((await created.json()) as { data: { id: string } }).data.id;
  const first = await page.request.post(`/api/trips/${tripId}/travellers`, {
    headers: bearer(token),
    data: {
      person: {
        firstName: chidi.first,
        lastName: chidi.last,
        dateOfBirth: chidi.born,
        nationality: 'NG',
        passportNumber: chidi.passport,
        passportExpiry: dayFromToday(1500),
        relationship: 'self',
      },
    },
  });
  expect(first.status()).toBe(201);

  await page.goto(`/trips/${tripId}`);
  await page.getByRole('button', { name: 'Add traveller' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add a traveller to/ });
  await fillPerson(page, dialog, { ...ada, passport: chidi.passport });
  await dialog.getByRole('button', { name: 'Add traveller' }).click();
  await expect(dialog.getByLabel(/^Passport Number/)).toHaveAccessibleDescription(
    /Another traveller on this trip has this passport number/,
  );
  await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');
  await expect(dialog.getByLabel(/^Date of Birth/)).toHaveValue(ada.born);
  const trip = await page.request.get(`/api/trips/${tripId}`, { headers: bearer(token) });
  expect(((await trip.json()) as { data: { travellers: unknown[] } }).data.travellers).toHaveLength(1);
});
