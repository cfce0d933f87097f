import { roles } from '@visabridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 120_000);
afterAll(() => test.close());

const policy = (change: object = {}) => ({
  destination: 'gb',
  purpose: 'tourist',
  feeAmount: 12700,
  currency: 'gbp',
  processingDaysMin: 10,
  processingDaysMax: 15,
  validityDays: 180,
  entries: 'multiple',
  notes: 'Apply online, then give fingerprints at a visa centre',
  documents: ['Tuberculosis test certificate, where required'],
  source: 'https://www.gov.uk/standard-visitor',
  lastVerifiedAt: '2025-01-10',
  ...change,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  test.app.inject({ method, url, payload, headers });

describe('curated visa policies', () => {
  it.each(roles.filter((role) => role !== 'admin'))(
    'refuses writes by the %s role with 403',
    async (role) => {
      const { headers } = await createSignedInUser(test, { role });
      expect((await send('POST', '/api/visa/policies', policy(), headers)).statusCode).toBe(403);
    },
  );

  it('refuses anonymous writes with 401', async () => {
    expect((await send('POST', '/api/visa/policies', policy(), {})).statusCode).toBe(401);
  });

  it('lets an admin curate a policy that the checker then uses for fee, time and documents', async () => {
    const created = await send('POST', '/api/visa/policies', policy({ purpose: 'business' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      destination: 'GB',
      currency: 'GBP',
      fee: '£127.00',
      processingTime: '10-15 business days',
      isSample: false,
    });
    const check = await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry: 'NG', toCountry: 'GB', purpose: 'business' },
    });
    const result = check.json().data;
    expect(result).toMatchObject({ fee: '£127.00', processingTime: '10-15 business days' });
    expect(result.fees).toEqual({
      baseFee: 12700,
      processingFee: 0,
      serviceFee: 0,
      total: 12700,
      currency: 'GBP',
    });
    expect(result.documents).toContain('Tuberculosis test certificate, where required');
    expect(result.policy).toMatchObject({ isSample: false, source: 'https://www.gov.uk/standard-visitor' });
  });

  it('prefers a policy for the traveller’s nationality over the general one', async () => {
    await send('POST', '/api/visa/policies', policy({ destination: 'IN', currency: 'USD', feeAmount: 8000 }));
    await send(
      'POST',
      '/api/visa/policies',
      policy({ destination: 'IN', fromCountry: 'US', currency: 'USD', feeAmount: 4000 }),
    );
    const fee = async (fromCountry: string) =>
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/visa/requirements',
          payload: { fromCountry, toCountry: 'IN' },
        })
      ).json().data.fee;
    expect(await fee('US')).toBe('$40.00');
    expect(await fee('BR')).toBe('$80.00');
    const listed = (await test.app.inject({ method: 'GET', url: '/api/visa/policies?from=us&to=in' })).json()
      .data;
    expect(listed.map((row: { fromCountry: string | null }) => row.fromCountry).sort()).toEqual(
      [null, 'US'].sort(),
    );
  });

  it('refuses a second policy for the same destination, purpose and nationality with 409', async () => {
    await send('POST', '/api/visa/policies', policy({ destination: 'TH' }));
    const again = await send('POST', '/api/visa/policies', policy({ destination: 'TH' }));
    expect(again.statusCode).toBe(409);
  });

  it.each([
    [{ feeAmount: -1 }, 'feeAmount'],
    [{ feeAmount: 12.5 }, 'feeAmount'],
    [{ currency: 'US' }, 'currency'],
    [{ processingDaysMin: 20, processingDaysMax: 5 }, 'processingDaysMax'],
    [{ destination: 'QQ' }, 'destination'],
    [{ purpose: 'holiday' }, 'purpose'],
    [{ source: 'not a link' }, 'source'],
    [{ lastVerifiedAt: '10/01/2025' }, 'lastVerifiedAt'],
  ])('rejects %o with 400 naming the field, storing nothing', async (change, field) => {
    const before = (await test.app.inject({ method: 'GET', url: '/api/visa/policies' })).json().data.length;
    const response = await send('POST', '/api/visa/policies', policy({ destination: 'VN', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect((await test.app.inject({ method: 'GET', url: '/api/visa/policies' })).json().data.length).toBe(
      before,
    );
  });

  it('updates and deletes a policy, and answers 404 for one that does not exist', async () => {
    const checkedFee = async () =>
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/visa/requirements',
          payload: { fromCountry: 'IN', toCountry: 'KE' },
        })
      ).json().data.fee;
    // Each answer is asked twice: the second comes from the answer cache, which a write must empty.
    expect([await checkedFee(), await checkedFee()]).toEqual([
      'Fee set by the embassy',
      'Fee set by the embassy',
    ]);
    const created = (await send('POST', '/api/visa/policies', policy({ destination: 'KE' }))).json().data;
    expect([await checkedFee(), await checkedFee()]).toEqual(['£127.00', '£127.00']);
    const updated = await send(
      'PUT',
      `/api/visa/policies/${created.id}`,
      policy({ destination: 'KE', feeAmount: 5100 }),
    );
    expect(updated.json().data.fee).toBe('£51.00');
    expect(await checkedFee()).toBe('£51.00');
    expect((await send('DELETE', `/api/visa/policies/${created.id}`)).statusCode).toBe(200);
    expect(await checkedFee()).toBe('Fee set by the embassy');
    expect((await send('DELETE', `/api/visa/policies/${created.id}`)).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/api/visa/policies/${missing}`, policy())).statusCode).toBe(404);
    expect((await send('DELETE', '/api/visa/policies/not-a-uuid')).statusCode).toBe(400);
  });
});
