import { roles } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, visaPolicies } from '../../db/schema';
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

const check = async (fromCountry: string, toCountry: string, purpose = 'tourist') =>
  (
    await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry, toCountry, purpose },
    })
  ).json().data;

/** How many policies and audit events are stored: a refused write must change neither. */
const stored = async () => {
  const [policies] = await test.db.select({ total: count() }).from(visaPolicies);
  const [events] = await test.db.select({ total: count() }).from(auditEvents);
  return { policies: policies?.total ?? 0, events: events?.total ?? 0 };
};

const auditOf = (targetId: string) =>
  test.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId)).orderBy(auditEvents.id);

const missing = '00000000-0000-4000-8000-000000000000';

describe('curated visa policies', () => {
  it.each(roles.filter((role) => role !== 'admin'))(
    'refuses writes and the admin list to the %s role with 403',
    async (role) => {
      const { headers } = await createSignedInUser(test, { role });
      const created = (await send('POST', '/api/visa/policies', policy({ destination: 'FR' }))).json().data;
      const before = await stored();
      expect((await send('POST', '/api/visa/policies', policy(), headers)).statusCode).toBe(403);
      expect((await send('PUT', `/api/visa/policies/${created.id}`, policy(), headers)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/visa/policies/${created.id}`, undefined, headers)).statusCode).toBe(
        403,
      );
      const list = await test.app.inject({ method: 'GET', url: '/api/visa/policies/list', headers });
      expect(list.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
      await send('DELETE', `/api/visa/policies/${created.id}`);
    },
  );

  it('refuses anonymous writes and the admin list with 401', async () => {
    expect((await send('POST', '/api/visa/policies', policy(), {})).statusCode).toBe(401);
    expect((await send('PUT', `/api/visa/policies/${missing}`, policy(), {})).statusCode).toBe(401);
    expect((await send('DELETE', `/api/visa/policies/${missing}`, undefined, {})).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/visa/policies/list' })).statusCode).toBe(401);
  });

  it('lets an admin curate a policy that the checker then uses for fee, time and documents', async () => {
    const created = await send('POST', '/api/visa/policies', policy({ purpose: 'business' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      destination: 'GB',
      currency: 'GBP',
      category: 'visa_required',
      fee: '£127.00',
      processingTime: '10-15 business days',
      isSample: false,
    });
    const result = await check('NG', 'GB', 'business');
    expect(result).toMatchObject({ fee: '£127.00', processingTime: '10-15 business days' });
    expect(result.fees).toMatchObject({ governmentFee: { amount: 12700, currency: 'GBP' } });
    expect(result.documents).toContain('Tuberculosis test certificate, where required');
    expect(result.policy).toMatchObject({ isSample: false, source: 'https://www.gov.uk/standard-visitor' });
  });

  it('records one audit event with the values when an admin creates a policy', async () => {
    const before = await stored();
    const created = (
      await send(
        'POST',
        '/api/visa/policies',
        policy({ destination: 'JP', currency: 'JPY', feeAmount: 3000 }),
      )
    ).json().data;
    expect(await stored()).toEqual({ policies: before.policies + 1, events: before.events + 1 });
    const [event] = await auditOf(created.id);
    expect(event).toMatchObject({
      action: 'policy.created',
      targetType: 'visa_policy',
      details: {
        policy: 'Japan (JP) Visa required for Tourism, all nationalities',
        after: expect.objectContaining({ feeAmount: 3000, currency: 'JPY', processingDaysMax: 15 }),
      },
    });
  });

  it('prefers a policy for the traveller’s nationality over the general one', async () => {
    const inIndia = (change: object) =>
      policy({ destination: 'IN', category: 'e_visa', currency: 'USD', ...change });
    await send('POST', '/api/visa/policies', inIndia({ feeAmount: 8000 }));
    await send('POST', '/api/visa/policies', inIndia({ fromCountry: 'US', feeAmount: 4000 }));
    expect((await check('US', 'IN')).fee).toBe('$40.00');
    expect((await check('BR', 'IN')).fee).toBe('$80.00');
    const listed = (await test.app.inject({ method: 'GET', url: '/api/visa/policies?from=us&to=in' })).json()
      .data;
    expect(listed.map((row: { fromCountry: string | null }) => row.fromCountry).sort()).toEqual(
      [null, 'US'].sort(),
    );
  });

  it('refuses a second policy for the same scope with 409, but takes one of another category', async () => {
    expect((await send('POST', '/api/visa/policies', policy({ destination: 'TH' }))).statusCode).toBe(201);
    const before = await stored();
    const again = await send('POST', '/api/visa/policies', policy({ destination: 'TH' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('purpose');
    expect(await stored()).toEqual(before);
    const eta = await send('POST', '/api/visa/policies', policy({ destination: 'TH', category: 'eta' }));
    expect(eta.statusCode).toBe(201);
    const moved = await send(
      'PUT',
      `/api/visa/policies/${eta.json().data.id}`,
      policy({ destination: 'TH' }),
    );
    expect(moved.statusCode).toBe(409);
  });

  it.each([
    [{ feeAmount: -1 }, 'feeAmount'],
    [{ feeAmount: 12.5 }, 'feeAmount'],
    [{ currency: 'US' }, 'currency'],
    [{ processingDaysMin: 20, processingDaysMax: 5 }, 'processingDaysMax'],
    [{ destination: 'QQ' }, 'destination'],
    [{ fromCountry: 'QQ' }, 'fromCountry'],
    [{ purpose: 'holiday' }, 'purpose'],
    [{ category: 'visa_free' }, 'category'],
    [{ source: 'not a link' }, 'source'],
    [{ source: 'javascript:alert(1)' }, 'source'],
    [{ source: 'ftp://example.com/policy.pdf' }, 'source'],
    [{ lastVerifiedAt: '10/01/2025' }, 'lastVerifiedAt'],
    [{ lastVerifiedAt: '2025-02-30' }, 'lastVerifiedAt'],
    [{ documents: ['   '] }, 'documents.0'],
  ])('rejects %o with 400 naming the field, storing nothing', async (change, field) => {
    const before = await stored();
    const response = await send('POST', '/api/visa/policies', policy({ destination: 'VN', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field, message: expect.any(String) });
    expect(await stored()).toEqual(before);
  });

  it('updates a policy: the checker answers with the new fee and time for its category only', async () => {
    const inIndia = policy({ destination: 'IN', purpose: 'business', category: 'e_visa', currency: 'USD' });
    const created = (await send('POST', '/api/visa/policies', inIndia)).json().data;
    // Each answer is asked twice: the second comes from the answer cache, which a write must empty.
    expect([(await check('DE', 'IN', 'business')).fee, (await check('DE', 'IN', 'business')).fee]).toEqual([
      '$127.00',
      '$127.00',
    ]);
    const updated = await send('PUT', `/api/visa/policies/${created.id}`, {
      ...inIndia,
      feeAmount: 5100,
      processingDaysMin: 3,
      processingDaysMax: 4,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ fee: '$51.00', processingTime: '3-4 business days' });
    expect(await check('DE', 'IN', 'business')).toMatchObject({
      fee: '$51.00',
      processingTime: '3-4 business days',
      policy: { id: created.id },
    });
    // Nigerians need a consular visa for India: an e-visa policy is not theirs.
    expect(await check('NG', 'IN', 'business')).toMatchObject({
      fee: 'Fee set by the embassy',
      policy: null,
    });

    const events = await auditOf(created.id);
    expect(events.map((event) => event.action)).toEqual(['policy.created', 'policy.updated']);
    expect(events[1]?.details).toMatchObject({
      policy: 'India (IN) e-Visa for Business, all nationalities',
      before: { feeAmount: 12700, processingDaysMin: 10, processingDaysMax: 15 },
      after: { feeAmount: 5100, processingDaysMin: 3, processingDaysMax: 4 },
    });
    expect(Object.keys(events[1]?.details.after as object).sort()).toEqual(
      ['feeAmount', 'processingDaysMax', 'processingDaysMin'].sort(),
    );
  });

  it('refuses a bad update with 400 and an unknown id with 404, changing nothing', async () => {
    const created = (await send('POST', '/api/visa/policies', policy({ destination: 'EG' }))).json().data;
    const before = await stored();
    const bad = await send(
      'PUT',
      `/api/visa/policies/${created.id}`,
      policy({ destination: 'EG', feeAmount: -5 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('feeAmount');
    expect((await send('PUT', `/api/visa/policies/${missing}`, policy())).statusCode).toBe(404);
    expect((await send('DELETE', `/api/visa/policies/${missing}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/visa/policies/not-a-uuid')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await auditOf(created.id)).length).toBe(1);
  });

  it('deletes a policy with one audit event: the checker then says the fee is not known', async () => {
    const created = (
      await send('POST', '/api/visa/policies', policy({ destination: 'KE', category: 'eta' }))
    ).json().data;
    expect((await check('IN', 'KE')).fee).toBe('£127.00');
    expect((await send('DELETE', `/api/visa/policies/${created.id}`)).statusCode).toBe(200);
    expect([(await check('IN', 'KE')).fee, (await check('IN', 'KE')).fee]).toEqual([
      'Not known: set by the issuing authority',
      'Not known: set by the issuing authority',
    ]);
    const events = await auditOf(created.id);
    expect(events.map((event) => event.action)).toEqual(['policy.created', 'policy.deleted']);
    expect(events[1]?.details).toMatchObject({ before: expect.objectContaining({ feeAmount: 12700 }) });
    expect((await send('DELETE', `/api/visa/policies/${created.id}`)).statusCode).toBe(404);

    const log = await test.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${created.id}`,
      headers: admin,
    });
    expect(log.json().data.items[0]).toMatchObject({
      action: 'policy.deleted',
      targetType: 'visa_policy',
      targetLabel:
        'Visa policy: Kenya (KE) Electronic travel authorisation (eTA) for Tourism, all nationalities',
    });
  });

  it('lists policies for the admin one page at a time, by destination, category and purpose', async () => {
    const list = async (query: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/visa/policies/list${query}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    await send('POST', '/api/visa/policies', policy({ destination: 'MA', fromCountry: 'NG' }));
    await send('POST', '/api/visa/policies', policy({ destination: 'MA', purpose: 'business' }));
    const morocco = await list('?destination=ma');
    expect(morocco.total).toBe(2);
    expect(morocco.items[0]).toMatchObject({
      destinationCountry: { code: 'MA', name: 'Morocco', flag: '🇲🇦' },
      purpose: 'business',
      nationality: null,
    });
    expect(morocco.items[1].nationality).toMatchObject({ code: 'NG', name: 'Nigeria' });
    expect((await list('?destination=MA&purpose=tourist')).items).toHaveLength(1);
    expect((await list('?destination=MA&category=eta')).total).toBe(0);
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    for (const bad of ['?category=visa_free', '?destination=QQQ', '?purpose=holiday', '?page=0'])
      expect(
        (await test.app.inject({ method: 'GET', url: `/api/visa/policies/list${bad}`, headers: admin }))
          .statusCode,
      ).toBe(400);
  });
});
