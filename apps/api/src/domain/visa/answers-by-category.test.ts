import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { platformFeesOnly } from '../../test/fees';

/** DE -> US under the shipped ESTA rule: its USD 40, collected with the platform's fees. */
const esta = {
  baseFee: 4000,
  processingFee: 1500,
  serviceFee: 1000,
  total: 6500,
  currency: 'USD',
  governmentFee: { amount: 4000, currency: 'USD', isCollected: true },
};

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 120_000);
afterAll(() => test.close());

const check = async (fromCountry: string, toCountry: string, purpose = 'tourist') => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/visa/requirements',
    payload: { fromCountry, toCountry, purpose },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** The destination's own passport and photo lines; where its rule is not in our data, they say so. */
const passportNotKnown = (destination: string) =>
  `Valid passport: ${destination}'s passport validity rule is not in our data; confirm it with the official source before you travel`;
const photoNotKnown = (destination: string) =>
  `Recent passport photo: ${destination}'s photo specification is not in our data; confirm its size with the official source`;
const funds = 'Proof of sufficient funds for the stay';
const tourism = ['Return or onward ticket', 'Proof of accommodation (hotel booking or host address)'];

describe('answers by entry category, with no policy curated', () => {
  it.each([
    {
      corridor: ['US', 'JP', 'tourist'],
      category: 'visa_free',
      fee: 'No visa fee',
      processingTime: 'No application needed',
      allowedStay: 'Up to 90 days',
      fees: null,
      documents: [passportNotKnown('Japan'), funds, ...tourism],
    },
    {
      corridor: ['FR', 'DE', 'work'],
      category: 'visa_free',
      fee: 'No visa fee',
      processingTime: 'No application needed',
      allowedStay: 'Unlimited',
      fees: null,
      documents: ['Valid passport or national identity card', 'Job offer or employment contract'],
    },
    {
      corridor: ['IN', 'ID', 'tourist'],
      category: 'visa_on_arrival',
      fee: 'Fee set by the embassy',
      processingTime: 'Issued at the border on arrival',
      allowedStay: 'Set by the visa or authorisation',
      fees: platformFeesOnly,
      documents: [passportNotKnown('Indonesia'), photoNotKnown('Indonesia'), funds, ...tourism],
    },
    {
      // The shipped ESTA rule (no policy) states its USD 40 fee and the Visa Waiver Program's 90 days.
      corridor: ['DE', 'US', 'tourist'],
      category: 'eta',
      fee: '$40.00',
      processingTime: 'Processing time varies',
      allowedStay: 'Up to 90 days',
      fees: esta,
      documents: [
        passportNotKnown('United States'),
        'Electronic travel authorisation (eTA), linked to this passport',
        funds,
        ...tourism,
      ],
    },
    {
      corridor: ['US', 'IN', 'tourist'],
      category: 'e_visa',
      fee: 'Not known: set by the issuing authority',
      processingTime: 'Processing time varies',
      allowedStay: 'Set by the visa or authorisation',
      fees: platformFeesOnly,
      documents: [
        'Passport valid at least 6 months from the date you arrive, with 2 blank pages (rule of India)',
        'E-visa approval, printed, to carry when you travel',
        'Digital passport photo for the online application',
        funds,
        ...tourism,
      ],
    },
    {
      corridor: ['NG', 'GB', 'work'],
      category: 'visa_required',
      fee: 'Fee set by the embassy',
      processingTime: 'Processing time varies',
      allowedStay: 'Set by the visa or authorisation',
      fees: platformFeesOnly,
      documents: [
        'Passport valid for the whole of your stay (rule of United Kingdom)',
        'Completed visa application form',
        photoNotKnown('United Kingdom'),
        'Proof of sufficient funds (bank statements for the last 3 months)',
        'Travel itinerary',
        'Job offer or employment contract',
        'Work permit or its approval, where the destination issues one',
      ],
    },
    {
      corridor: ['US', 'US', 'tourist'],
      category: 'own_country',
      fee: 'No visa fee',
      processingTime: 'No application needed',
      allowedStay: 'Unlimited',
      fees: null,
      documents: ['Valid passport or national identity card'],
    },
    {
      corridor: ['IL', 'SA', 'tourist'],
      category: 'no_admission',
      fee: 'Not applicable',
      processingTime: 'Not applicable',
      allowedStay: 'Not admitted',
      fees: null,
      documents: [],
    },
  ])('$corridor.0 -> $corridor.1 for $corridor.2: $category', async ({ corridor, ...expected }) => {
    const [from = '', to = '', purpose] = corridor;
    const result = await check(from, to, purpose);
    expect(result).toMatchObject({
      category: expected.category,
      fee: expected.fee,
      processingTime: expected.processingTime,
      allowedStay: expected.allowedStay,
    });
    expect(result.fees).toEqual(expected.fees);
    expect(result.documents).toEqual(expected.documents);
  });

  it('asks for a form, a permit or an interview only where a consular visa is needed', async () => {
    for (const [from, to, purpose] of [
      ['DE', 'US', 'tourist'],
      ['US', 'IN', 'tourist'],
      ['IN', 'ID', 'tourist'],
      ['FR', 'DE', 'work'],
      ['IE', 'GB', 'work'],
    ] as const) {
      const { documents } = await check(from, to, purpose);
      for (const document of documents as string[]) {
        expect(document).not.toMatch(/application form|permit|interview|DS-160/i);
      }
    }
  });
});

describe('curated policies apply to the category they were written for', () => {
  const createPolicy = async (change: object) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/visa/policies',
      headers: admin,
      payload: {
        destination: 'US',
        purpose: 'tourist',
        feeAmount: 18500,
        currency: 'USD',
        processingDaysMin: 20,
        processingDaysMax: 60,
        documents: ['DS-160 confirmation page', 'Interview appointment letter'],
        source: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html',
        lastVerifiedAt: '2025-01-10',
        ...change,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };

  it('keeps a consular visa fee, time and papers away from an eTA corridor', async () => {
    await createPolicy({ category: 'visa_required' });
    const consular = await check('IN', 'US');
    expect(consular).toMatchObject({ fee: '$185.00', processingTime: '20-60 business days' });
    expect(consular.documents).toContain('DS-160 confirmation page');
    expect(consular.fees).toEqual({
      baseFee: 18500,
      processingFee: 1500,
      serviceFee: 1000,
      total: 21000,
      currency: 'USD',
      governmentFee: { amount: 18500, currency: 'USD', isCollected: true },
    });
    expect(consular.policy).toMatchObject({ category: 'visa_required', lastVerifiedAt: '2025-01-10' });

    const eta = await check('DE', 'US');
    // The ESTA's fee comes from the shipped rule, never from the consular visa's policy.
    expect(eta).toMatchObject({ fee: '$40.00', processingTime: 'Processing time varies' });
    expect(eta.documents.join(' ')).not.toMatch(/DS-160|Interview/);
    expect(eta.fees).toEqual(esta);
    expect(eta.policy).toBeNull();
  });

  it('gives an eTA corridor the policy written for eTAs', async () => {
    await createPolicy({
      category: 'eta',
      feeAmount: 2100,
      processingDaysMin: 1,
      processingDaysMax: 3,
      documents: [],
      source: 'https://esta.cbp.dhs.gov/',
    });
    const eta = await check('DE', 'US');
    // The policy's processing time applies; the official fee of the shipped ESTA rule wins over its USD 21.
    expect(eta).toMatchObject({ fee: '$40.00', processingTime: '1-3 business days' });
    expect(eta.fees.total).toBe(4000 + 1500 + 1000);
    expect((await check('IN', 'US')).fee).toBe('$185.00');
  });

  it('shows a government fee in another currency as paid to the embassy, charging the platform fees only', async () => {
    await createPolicy({ destination: 'GB', category: 'visa_required', feeAmount: 12700, currency: 'GBP' });
    const result = await check('NG', 'GB');
    expect(result.fee).toBe('£127.00');
    expect(result.fees).toEqual({
      ...platformFeesOnly,
      baseFee: 0,
      governmentFee: { amount: 12700, currency: 'GBP', isCollected: false },
    });
  });
});
