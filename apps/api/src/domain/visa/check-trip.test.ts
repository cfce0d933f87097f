import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaChecks } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
}, 120_000);
afterAll(() => test.close());

const checkTrip = (payload: object) => test.app.inject({ method: 'POST', url: '/api/visa/trips', payload });

const leg = (destination: string, arrivalDate: string, departureDate: string, isConnection = false) => ({
  destination,
  arrivalDate,
  departureDate,
  isConnection,
});

/** Germany passport: Thailand, a connection through the United Arab Emirates, then India. */
const germanTrip = {
  fromCountry: 'DE',
  purpose: 'tourist',
  legs: [
    leg('TH', '2026-12-01', '2026-12-14'),
    leg('AE', '2026-12-14', '2026-12-15', true),
    leg('IN', '2026-12-15', '2026-12-29'),
  ],
};

const checksFrom = async (fromCountry: string) => {
  await test.app.visa.checkLog.flush();
  const rows = await test.db.select().from(visaChecks).where(eq(visaChecks.fromCountry, fromCountry));
  return rows.reduce((sum, row) => sum + row.checks, 0);
};

describe('POST /api/visa/trips', () => {
  const order = ['apply', 'issued', 'carry'];

  it('answers a three-leg trip leg by leg, the connection as transit, with one deduplicated checklist', async () => {
    const response = await checkTrip(germanTrip);
    expect(response.statusCode).toBe(200);
    const trip = response.json().data;
    expect(trip.fromCountry.code).toBe('DE');
    expect(
      trip.legs.map((answered: { number: number; destination: { code: string }; answer: object }) => ({
        number: answered.number,
        code: answered.destination.code,
        ...answered.answer,
      })),
    ).toMatchObject([
      { number: 1, code: 'TH', purpose: 'tourist', category: 'visa_free', allowedStayDays: 60 },
      { number: 2, code: 'AE', purpose: 'transit', category: 'visa_free' },
      { number: 3, code: 'IN', purpose: 'tourist', category: 'e_visa', isRequired: true },
    ]);
    expect(trip.legs[1]).toMatchObject({ isConnection: true, arrivalDate: '2026-12-14' });
    expect(trip.legs[0].transit).toBeNull();

    // Each leg is the single check's own answer for that destination and purpose.
    const single = await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry: 'DE', toCountry: 'IN', purpose: 'tourist' },
    });
    expect(trip.legs[2].answer).toEqual(single.json().data);

    const documents = trip.checklist.map((item: { document: string }) => item.document);
    const asNeeded = trip.checklist.map(
      (item: { document: string; kind: string }) => `${item.kind} ${item.document}`,
    );
    expect(new Set(asNeeded).size).toBe(asNeeded.length);
    // What is uploaded comes first, then what is issued, then what is carried.
    const kinds = trip.checklist.map((item: { kind: string }) => item.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(kinds).toContain('apply');
    const allLegDocuments = new Set(
      trip.legs.flatMap((answered: { answer: { documents: string[] } }) => answered.answer.documents),
    );
    expect(new Set(documents)).toEqual(allLegDocuments);
    // Each destination's own passport rule, or that it is not in the data: one line per leg here.
    const passports = trip.checklist.filter((item: { document: string }) =>
      /^(Passport valid|Valid passport)/.test(item.document),
    );
    // India's is uploaded with the e-visa application, so it comes first; the others are shown at the border.
    expect(passports.map((item: { legs: number[]; kind: string }) => [item.legs, item.kind])).toEqual([
      [[3], 'apply'],
      [[1], 'carry'],
      [[2], 'carry'],
    ]);
    expect(passports[0].document).toMatch(/rule of India/);
    const onward = trip.checklist.find(
      (item: { document: string }) => item.document === 'Onward ticket within the transit period',
    );
    expect(onward.legs).toEqual([2]);
    const eVisa = trip.checklist.find(
      (item: { document: string }) => item.document === 'E-visa approval, printed, to carry when you travel',
    );
    expect(eVisa).toMatchObject({ kind: 'issued', legs: [3] });

    expect(trip.summary).toEqual({
      applyBefore: [3],
      notAdmitted: [],
      text: 'Apply before you travel for leg 3 (India).',
    });
  });

  it('says plainly that transit rules are not in the data for a connection without a transit policy', async () => {
    const trip = (await checkTrip(germanTrip)).json().data;
    expect(trip.legs[1].transit).toEqual({
      isInData: false,
      policy: null,
      note: expect.stringContaining('Transit rules for United Arab Emirates are not in our data'),
    });
    expect(trip.legs[1].transit.note).toContain('Confirm with your airline');
  });

  it('shows the curated transit policy of a connection where one exists', async () => {
    const admin = (await createSignedInUser(test, { role: 'admin' })).headers;
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/visa/policies',
      headers: admin,
      payload: {
        destination: 'GB',
        purpose: 'transit',
        category: 'visa_required',
        feeAmount: 4200,
        currency: 'GBP',
        processingDaysMin: 5,
        processingDaysMax: 15,
        notes: 'Test transit policy',
        source: 'https://www.gov.uk/transit-visa',
      },
    });
    expect(created.statusCode).toBe(201);
    const trip = (
      await checkTrip({
        fromCountry: 'IN',
        purpose: 'business',
        legs: [leg('GB', '2027-01-10', '2027-01-10', true), leg('US', '2027-01-10', '2027-01-20')],
      })
    ).json().data;
    expect(trip.legs[0].transit).toMatchObject({
      isInData: true,
      policy: {
        category: 'visa_required',
        fee: '£42.00',
        processingTime: '5-15 business days',
        source: 'https://www.gov.uk/transit-visa',
        isSample: false,
      },
    });
    expect(trip.legs[0].transit.policy.notes).toContain('Test transit policy');
    expect(trip.legs[0].needsApplication).toBe(true);
    expect(trip.summary.applyBefore).toEqual([1, 2]);
  });

  it('answers a leg to the passport’s own country as the single check does, and names a leg not admitted', async () => {
    const trip = (
      await checkTrip({
        fromCountry: 'IL',
        purpose: 'tourist',
        legs: [leg('IL', '2027-02-01', '2027-02-03'), leg('SA', '2027-02-03', '2027-02-05')],
      })
    ).json().data;
    expect(trip.legs.map((answered: { answer: { category: string } }) => answered.answer.category)).toEqual([
      'own_country',
      'no_admission',
    ]);
    expect(trip.summary).toMatchObject({ applyBefore: [], notAdmitted: [2] });
    expect(trip.summary.text).toContain('not admitted on leg 2 (Saudi Arabia)');
  });

  it('logs one check per leg of an answered trip', async () => {
    const before = await checksFrom('DE');
    await checkTrip(germanTrip);
    expect((await checksFrom('DE')) - before).toBe(3);
  });
});

describe('POST /api/visa/trips refuses bad input with the field, logging nothing', () => {
  const base = { fromCountry: 'MX', purpose: 'tourist', legs: [leg('TH', '2027-03-01', '2027-03-05')] };

  it.each([
    ['no legs', { ...base, legs: [] }, 'legs', 'Add at least one leg'],
    [
      'six legs',
      { ...base, legs: Array.from({ length: 6 }, () => leg('TH', '2027-03-01', '2027-03-01')) },
      'legs',
      'A trip has at most 5 legs',
    ],
    [
      'an unknown country',
      { ...base, legs: [...base.legs, leg('XX', '2027-03-05', '2027-03-06')] },
      'legs.1.destination',
      'Unknown country code XX',
    ],
    [
      'a departure before arrival',
      { ...base, legs: [...base.legs, leg('VN', '2027-03-06', '2027-03-05')] },
      'legs.1.departureDate',
      'Departure must not be before arrival',
    ],
    [
      'legs out of order',
      { ...base, legs: [...base.legs, leg('VN', '2027-02-20', '2027-02-25')] },
      'legs.1.arrivalDate',
      'Legs must be in date order: arrival must not be before the previous departure',
    ],
    [
      'a missing purpose',
      { fromCountry: 'MX', legs: base.legs },
      'purpose',
      expect.stringContaining('Purpose'),
    ],
    [
      'a date that is not a day',
      { ...base, legs: [leg('TH', '2027-02-30', '2027-03-05')] },
      'legs.0.arrivalDate',
      'Arrival date must be a date (YYYY-MM-DD)',
    ],
  ])('400 for %s', async (_case, payload, field, message) => {
    const before = await checksFrom('MX');
    const response = await checkTrip(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await checksFrom('MX')).toBe(before);
  });
});
