import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRules } from '../../db/schema';
import type { EntryRuleInput } from '@visabridge/contract';
import type { AppError } from '../../lib/errors';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { seedEntryRules } from './seed-entry-rules';
import { shippedEntryRules } from './shipped-entry-rules';
import { validateEntryRule } from './validate-entry-rule';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
}, 120_000);
afterAll(() => test.close());

const check = (payload: object) =>
  test.app.inject({ method: 'POST', url: '/api/visa/requirements', payload });
const answer = async (payload: object) => {
  const response = await check(payload);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const isKnownCountry = (code: string) => test.app.visa.index.country(code) !== null;
const rejectionOf = (input: object) => {
  try {
    validateEntryRule({ input: input as never, isKnownCountry });
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the rule was accepted');
};
const validRule: EntryRuleInput = {
  passports: ['JP'],
  destination: 'KR',
  category: 'e_visa',
  authorisationName: 'Test e-Visa',
  startsOn: '2026-01-01',
  endsOn: '2026-01-31',
  source: 'https://www.example.gov/rule',
  recordedOn: '2026-11-28',
  recordedBy: 'VisaBridge',
};
const ruleCount = async () => (await test.db.select({ n: count() }).from(entryRules))[0]?.n;

describe('dated entry rules over the dataset', () => {
  it('gives France -> UK on 2026-12-15 the ETA, its GBP 16 fee, its source and the dataset answer it replaced', async () => {
    const result = await answer({ fromCountry: 'FR', toCountry: 'GB', travelDate: '2026-12-15' });
    expect(result).toMatchObject({ category: 'eta', isAdmitted: true, isRequired: false, fee: '£16.00' });
    expect(result.entryRule).toMatchObject({
      authorisationName: 'UK Electronic Travel Authorisation (ETA)',
      startsOn: '2025-04-02',
      officialSite: 'https://www.gov.uk/eta/apply',
      governmentFee: { amount: 1600, currency: 'GBP', from: '2025-04-09' },
      source: 'https://www.gov.uk/eta',
      recordedOn: '2026-11-28',
      recorded: 'Recorded by VisaBridge on 2026-11-28 from https://www.gov.uk/eta',
      replaced: { category: 'visa_free' },
    });
    expect(result.entryRule.replaced.description).toMatch(
      /^Passport Index, edition of 2025-01-12: visa free/,
    );
    expect(result.entryRule.applyDirectly).toContain('without VisaBridge');
    expect(result.fees).toMatchObject({ baseFee: 0, governmentFee: { amount: 1600, currency: 'GBP' } });
    expect(result.ruleChanges.map((change: { on: string }) => change.on)).toEqual([
      '2025-04-02',
      '2025-04-02',
      '2025-04-09',
    ]);
    expect(result.ruleChanges[0].text).toContain('From 2 April 2025');
    expect(result.confirmNotice).toContain('https://www.gov.uk/eta');
  });

  it('answers France -> UK on 2025-03-01 from the dataset, and shows the ETA starting during a trip', async () => {
    const before = await answer({ fromCountry: 'FR', toCountry: 'GB', travelDate: '2025-03-01' });
    expect(before).toMatchObject({ category: 'visa_free', entryRule: null, ruleChanges: [] });
    expect(before.rule.id).toBe('passport-index');
    const across = await answer({
      fromCountry: 'FR',
      toCountry: 'GB',
      travelDate: '2025-03-01',
      returnDate: '2025-04-05',
    });
    expect(across.category).toBe('visa_free');
    expect(across.ruleChanges).toContainEqual(
      expect.objectContaining({ kind: 'starts', on: '2025-04-02', isDuringTrip: true }),
    );
  });

  it('leaves Irish citizens and free movement alone, and long stays to the purpose rule', async () => {
    expect(
      (await answer({ fromCountry: 'IE', toCountry: 'GB', travelDate: '2026-12-15' })).entryRule,
    ).toBeNull();
    const work = await answer({
      fromCountry: 'FR',
      toCountry: 'GB',
      purpose: 'work',
      travelDate: '2026-12-15',
    });
    expect(work).toMatchObject({ category: 'visa_required', entryRule: null });
  });

  it('gives US -> Brazil the e-visa from 10 April 2025, with its fee said to be not known', async () => {
    const result = await answer({ fromCountry: 'US', toCountry: 'BR', travelDate: '2026-12-15' });
    expect(result).toMatchObject({ category: 'e_visa', isRequired: true });
    expect(result.entryRule).toMatchObject({
      startsOn: '2025-04-10',
      governmentFee: null,
      feeText: 'Not known',
    });
    expect(result.fees).toMatchObject({ baseFee: null, governmentFee: null });
    expect(
      (await answer({ fromCountry: 'US', toCountry: 'BR', travelDate: '2025-04-09' })).entryRule,
    ).toBeNull();
  });

  it('charges the ESTA at USD 40 over the sample policy', async () => {
    const result = await answer({ fromCountry: 'DE', toCountry: 'US', travelDate: '2026-12-15' });
    expect(result.entryRule).toMatchObject({ governmentFee: { amount: 4000, currency: 'USD' } });
    expect(result.fees).toMatchObject({ baseFee: 4000, governmentFee: { amount: 4000, isCollected: true } });
  });

  it('shows ETIAS as announced and never applies it', async () => {
    for (const travelDate of ['2026-12-15', '2031-06-01']) {
      const result = await answer({ fromCountry: 'US', toCountry: 'FR', travelDate });
      expect(result).toMatchObject({ category: 'visa_free', entryRule: null, ruleChanges: [] });
      expect(result.announcedRules).toEqual([
        expect.objectContaining({
          authorisationName: 'ETIAS travel authorisation',
          source: 'https://travel-europe.europa.eu/etias_en',
        }),
      ]);
      expect(result.announcedRules[0].text).toContain('Not in force yet');
    }
    expect((await answer({ fromCountry: 'DE', toCountry: 'FR' })).announcedRules).toEqual([]);
  });

  it('stops applying a rule after its end date', async () => {
    await test.db.insert(entryRules).values(validateEntryRule({ input: validRule, isKnownCountry }));
    await test.app.visa.index.reloadEntryRules();
    const last = await answer({ fromCountry: 'JP', toCountry: 'KR', travelDate: '2026-01-31' });
    expect(last).toMatchObject({ category: 'e_visa', entryRule: { endsOn: '2026-01-31' } });
    const after = await answer({ fromCountry: 'JP', toCountry: 'KR', travelDate: '2026-02-01' });
    expect(after).toMatchObject({ category: 'visa_free', entryRule: null });
    expect(after.ruleChanges).toContainEqual(expect.objectContaining({ kind: 'ends', isDuringTrip: false }));
    await test.db.delete(entryRules).where(eq(entryRules.authorisationName, 'Test e-Visa'));
    await test.app.visa.index.reloadEntryRules();
  });

  it('says how old the dataset edition is', async () => {
    const result = await answer({ fromCountry: 'US', toCountry: 'JP' });
    const today = new Date().toISOString().slice(0, 10);
    expect(result.editionAgeDays).toBe(
      Math.round((Date.parse(today) - Date.parse('2025-01-12')) / 86_400_000),
    );
    expect(result.freshness).toContain(`${result.editionAgeDays} days old`);
    expect(result.confirmNotice).toMatch(/confirm with/);
  });
});

describe('bad input', () => {
  it('refuses a return before the travel date with 400 on returnDate', async () => {
    const response = await check({
      fromCountry: 'FR',
      toCountry: 'GB',
      travelDate: '2026-12-15',
      returnDate: '2026-12-14',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field: 'returnDate' }));
    expect((await check({ fromCountry: 'FR', toCountry: 'GB', travelDate: '2026-02-30' })).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['an unknown country code', { passports: ['JP', 'QQ'] }, 'passports'],
    ['a source that is not http(s)', { source: 'ftp://example.gov/rule' }, 'source'],
    ['an end before its start', { endsOn: '2025-12-31' }, 'endsOn'],
    ['an end without a start', { startsOn: null }, 'endsOn'],
    ['an unknown group', { passports: [], passportGroup: 'nowhere' }, 'passportGroup'],
    ['a passport list and a group at once', { passportGroup: 'eu-eea-swiss' }, 'passports'],
  ])('refuses a rule with %s (400 on the field), and writes nothing', async (_case, change, field) => {
    const before = await ruleCount();
    const error = rejectionOf({ ...validRule, ...change });
    expect(error.statusCode).toBe(400);
    expect(error.errors?.map((issue) => issue.field)).toContain(field);
    expect(await ruleCount()).toBe(before);
  });
});

describe('shipped rules', () => {
  it('are seeded once, each with its source and recorded date, and again changes nothing', async () => {
    expect(await ruleCount()).toBe(shippedEntryRules.length);
    await seedEntryRules(test.db);
    expect(await ruleCount()).toBe(shippedEntryRules.length);
    for (const row of await test.db.select().from(entryRules)) {
      expect(row.source).toMatch(/^https:\/\//);
      expect(row).toMatchObject({ recordedOn: '2026-11-28', recordedBy: 'VisaBridge' });
    }
  });
});
