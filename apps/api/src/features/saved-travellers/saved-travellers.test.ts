import { maxSavedTravellers } from '@visabridge/contract/saved-travellers';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedTravellers } from '../../db/schema';
import type { Headers } from '../../test/applications';
import { createSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { savedChild, savedSpouse } from '../../test/saved-travellers';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(() => test.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => test.app.inject({ method, url, headers, payload });
const save = (headers: Headers, traveller: object) =>
  call('POST', '/api/saved-travellers', headers, traveller);
const rowsOf = async (userId: string) =>
  (await test.db.select({ n: count() }).from(savedTravellers).where(eq(savedTravellers.userId, userId)))[0]
    ?.n;

describe('/api/saved-travellers', () => {
  it('keeps the people a traveller applies for: listed masked, opened in full, changed and removed', async () => {
    const me = await createSignedInUser(test);
    const child = await save(me.headers, savedChild);
    expect(child.statusCode).toBe(201);
    const childId = child.json().data.id as string;
    expect(child.json().data).toMatchObject({
      passportNumber: 'C01X00T47',
      isMinor: true,
      relationship: 'child',
    });
    expect((await save(me.headers, savedSpouse)).statusCode).toBe(201);

    const list = await call('GET', '/api/saved-travellers', me.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ firstName: 'Lena', passportNumberMasked: '•••••0T47', isMinor: true }),
      expect.objectContaining({ firstName: 'Tunde', passportNumberMasked: '•••••4519', isMinor: false }),
    ]);
    expect(list.body).not.toContain('C01X00T47');

    const changed = await call('PUT', `/api/saved-travellers/${childId}`, me.headers, {
      ...savedChild,
      passportNumber: 'c02y11u58',
      passportExpiry: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ passportNumber: 'C02Y11U58', passportExpiry: null });
    const opened = await call('GET', `/api/saved-travellers/${childId}`, me.headers);
    expect(opened.json().data.passportNumber).toBe('C02Y11U58');

    expect((await call('DELETE', `/api/saved-travellers/${childId}`, me.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/saved-travellers/${childId}`, me.headers)).statusCode).toBe(404);
    expect(await rowsOf(me.user.id)).toBe(1);
  });

  it('answers 401 without a session and 403 to every role but the traveller', async () => {
    expect((await call('GET', '/api/saved-travellers')).statusCode).toBe(401);
    expect((await save({}, savedChild)).statusCode).toBe(401);
    for (const role of ['agent', 'admin', 'corporate', 'enterprise'] as const) {
      const staff = await createSignedInUser(test, { role });
      expect((await call('GET', '/api/saved-travellers', staff.headers)).statusCode, role).toBe(403);
      expect((await save(staff.headers, savedChild)).statusCode, role).toBe(403);
      expect(await rowsOf(staff.user.id)).toBe(0);
    }
  });

  it("answers 404 for another account's traveller and leaves it as it was", async () => {
    const owner = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    const id = (await save(owner.headers, savedChild)).json().data.id as string;
    const url = `/api/saved-travellers/${id}`;
    expect((await call('GET', url, other.headers)).statusCode).toBe(404);
    expect((await call('PUT', url, other.headers, savedSpouse)).statusCode).toBe(404);
    expect((await call('DELETE', url, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/saved-travellers', other.headers)).json().data).toEqual([]);
    expect((await call('GET', url, owner.headers)).json().data.firstName).toBe('Lena');
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }, 'Date of birth must be a real date in the past'],
    ['dateOfBirth', { dateOfBirth: '2015-02-30' }, 'Date of birth must be a real date in the past'],
    ['nationality', { nationality: 'Germany' }, 'Nationality must be a two-letter country code'],
    ['nationality', { nationality: 'ZZ' }, 'Unknown country code ZZ'],
    ['passportNumber', { passportNumber: 'AB-12' }, 'Passport number must be 5 to 20 letters or digits'],
    ['passportExpiry', { passportExpiry: '2030-13-01' }, 'Passport expiry must be a real date (YYYY-MM-DD)'],
    ['relationship', { relationship: 'pet' }, 'Choose who this traveller is to you'],
  ])('refuses a bad %s with 400 on the field and writes nothing', async (field, change, message) => {
    const me = await createSignedInUser(test);
    const response = await save(me.headers, { ...savedChild, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await rowsOf(me.user.id)).toBe(0);
  });

  it('refuses a passport number another saved traveller has, on adding and on changing', async () => {
    const me = await createSignedInUser(test);
    await save(me.headers, savedChild);
    const spouseId = (await save(me.headers, savedSpouse)).json().data.id as string;
    const twin = await save(me.headers, { ...savedChild, firstName: 'Mia', passportNumber: 'c01x00t47' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual([
      { field: 'passportNumber', message: 'Another saved traveller has this passport number.' },
    ]);
    const taken = await call('PUT', `/api/saved-travellers/${spouseId}`, me.headers, {
      ...savedSpouse,
      passportNumber: savedChild.passportNumber,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await call('GET', `/api/saved-travellers/${spouseId}`, me.headers)).json().data.passportNumber,
    ).toBe(savedSpouse.passportNumber);
    expect(await rowsOf(me.user.id)).toBe(2);
  });

  it(`keeps at most ${maxSavedTravellers} travellers per account`, async () => {
    const me = await createSignedInUser(test);
    for (let index = 0; index < maxSavedTravellers; index += 1)
      expect(
        (await save(me.headers, { ...savedChild, passportNumber: `P${1000000 + index}` })).statusCode,
      ).toBe(201);
    const over = await save(me.headers, { ...savedChild, passportNumber: null });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('TOO_MANY_TRAVELLERS');
    expect(await rowsOf(me.user.id)).toBe(maxSavedTravellers);
  });

  it('are in the account data export, passport numbers in full, and go with the account', async () => {
    const me = await createSignedInUser(test);
    await save(me.headers, savedChild);
    const exported = await call('GET', '/api/auth/profile/export', me.headers);
    expect(exported.json().savedTravellers).toEqual([
      expect.objectContaining({ firstName: 'Lena', passportNumber: 'C01X00T47', relationship: 'child' }),
    ]);
    const deleted = await call('DELETE', '/api/auth/profile', me.headers, { password: DEFAULT_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(me.user.id)).toBe(0);
  });
});
