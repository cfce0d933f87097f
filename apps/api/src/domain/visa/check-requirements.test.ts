import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaChecks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { platformFeesOnly } from '../../test/fees';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
}, 120_000);
afterAll(() => test.close());

const check = (payload: object) =>
  test.app.inject({ method: 'POST', url: '/api/visa/requirements', payload });

describe('POST /api/visa/requirements, against the current Passport Index edition', () => {
  it.each([
    ['visa free with days', 'US', 'JP', 'tourist', 'visa_free', false, 90],
    ['visa free without a day limit', 'FR', 'DE', 'tourist', 'visa_free', false, null],
    ['visa on arrival', 'IN', 'ID', 'tourist', 'visa_on_arrival', true, null],
    // The shipped ESTA rule states the Visa Waiver Program's 90 days, which the dataset does not.
    ['eTA', 'DE', 'US', 'business', 'eta', false, 90],
    ['e-visa', 'US', 'IN', 'tourist', 'e_visa', true, null],
    ['visa required', 'NG', 'GB', 'tourist', 'visa_required', true, null],
    ['no admission', 'IL', 'SA', 'tourist', 'no_admission', false, null],
    ['own country', 'US', 'US', 'tourist', 'own_country', false, null],
    ['work needs a visa even where tourists go visa free', 'US', 'JP', 'work', 'visa_required', true, null],
    ['study needs a visa even with an eTA', 'DE', 'US', 'student', 'visa_required', true, null],
    ['family settlement needs a visa', 'US', 'CA', 'family', 'visa_required', true, null],
    ['EU free movement covers work', 'FR', 'DE', 'work', 'visa_free', false, null],
    ['EU free movement covers study in the EEA', 'IT', 'NO', 'student', 'visa_free', false, null],
    ['the Common Travel Area covers work', 'IE', 'GB', 'work', 'visa_free', false, null],
    ['no admission stays no admission whatever the purpose', 'IL', 'SA', 'work', 'no_admission', false, null],
  ])('%s: %s -> %s for %s', async (_case, fromCountry, toCountry, purpose, category, isRequired, days) => {
    const response = await check({ fromCountry, toCountry, purpose });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ category, isRequired, allowedStayDays: days, purpose });
    expect(result.edition).toMatchObject({ editionDate: '2025-01-12', corridors: 39402 });
    expect(result.rule.id).toBeTruthy();
  });

  it('names the rule that decided: the dataset, the purpose rule, or the agreement', async () => {
    const tourism = (await check({ fromCountry: 'US', toCountry: 'JP' })).json().data;
    expect(tourism.rule).toEqual({
      id: 'passport-index',
      description: 'Passport Index, edition of 2025-01-12: visa free for up to 90 days',
    });
    const work = (await check({ fromCountry: 'US', toCountry: 'JP', purpose: 'work' })).json().data;
    expect(work.rule.id).toBe('long-stay-purpose');
    const euWork = (await check({ fromCountry: 'FR', toCountry: 'DE', purpose: 'work' })).json().data;
    expect(euWork.rule.id).toBe('eu-eea-swiss-free-movement');
  });

  it('defaults the purpose to tourist and accepts codes in any case', async () => {
    const response = await check({ fromCountry: ' us', toCountry: 'jp' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      purpose: 'tourist',
      fromCountry: { code: 'US' },
      toCountry: { code: 'JP' },
    });
  });

  it('never invents a fee or a processing time when no policy is curated', async () => {
    const result = (await check({ fromCountry: 'NG', toCountry: 'GB' })).json().data;
    expect(result.fee).toBe('Fee set by the embassy');
    expect(result.processingTime).toBe('Processing time varies');
    expect(result.policy).toBeNull();
  });

  it('charges only the platform fees where no government fee is known, and nothing without a visa', async () => {
    const required = (await check({ fromCountry: 'NG', toCountry: 'GB' })).json().data;
    expect(required.fees).toEqual(platformFeesOnly);
    expect((await check({ fromCountry: 'US', toCountry: 'JP' })).json().data.fees).toBeNull();
  });

  it("carries the destination's own entry conditions with their source, a group's where it has none", async () => {
    const germany = (await check({ fromCountry: 'NG', toCountry: 'DE' })).json().data;
    expect(germany.entryConditions).toEqual({
      scope: 'schengen',
      appliesTo: 'The Schengen area',
      passportValidity: 'beyond_departure',
      passportValidityMonths: 3,
      maxPassportAgeYears: 10,
      blankPages: null,
      onwardTicket: null,
      proofOfFunds: true,
      source: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32016R0399',
      photo: {
        shape: 'print',
        widthMm: 35,
        heightMm: 45,
        background: 'plain light background',
        source: expect.stringMatching(/^https:\/\/home-affairs\.ec\.europa\.eu\//),
      },
      recordedOn: '2026-11-28',
    });
    expect(germany.documents).toEqual(
      expect.arrayContaining([
        'Passport valid at least 3 months beyond the date you leave, issued within the previous 10 years (rule of the Schengen area)',
        'Recent photo, 35 x 45 mm, plain light background',
      ]),
    );
    expect(germany.recommendations).toContain(
      'Passport valid at least 3 months beyond the date you leave, issued within the previous 10 years (rule of the Schengen area): recorded by VisaBridge on 2026-11-28 from https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32016R0399. Confirm it with the official source before you travel.',
    );
    const india = (await check({ fromCountry: 'DE', toCountry: 'IN' })).json().data;
    expect(india.entryConditions).toMatchObject({ scope: 'IN', appliesTo: 'India', blankPages: 2 });
    expect(india.documents).toEqual(
      expect.arrayContaining([
        'Passport valid at least 6 months from the date you arrive, with 2 blank pages (rule of India)',
      ]),
    );
  });

  it('says plainly where a destination has no entry conditions in our data', async () => {
    const china = (await check({ fromCountry: 'NG', toCountry: 'CN' })).json().data;
    expect(china.entryConditions).toBeNull();
    expect(china.documents).toContain(
      "Valid passport: China's passport validity rule is not in our data; confirm it with the official source before you travel",
    );
    expect(china.recommendations).toContain(
      "China's passport validity rule is not in our data: confirm it with the official source before you travel.",
    );
    expect(JSON.stringify(china)).not.toMatch(/6 months/);
  });

  it('builds the documents from purpose and category', async () => {
    const business = (await check({ fromCountry: 'NG', toCountry: 'GB', purpose: 'business' })).json().data;
    expect(business.documents).toEqual(
      expect.arrayContaining([
        'Passport valid for the whole of your stay (rule of United Kingdom)',
        "Recent passport photo: United Kingdom's photo specification is not in our data; confirm its size with the official source",
        'Invitation letter from the company you will visit',
      ]),
    );
    const study = (await check({ fromCountry: 'US', toCountry: 'JP', purpose: 'student' })).json().data;
    expect(study.documents).toContain('Letter of acceptance from the school or university');
    const visit = (await check({ fromCountry: 'US', toCountry: 'JP' })).json().data;
    expect(visit.documents).not.toContain('Completed visa application form');
  });

  it.each([
    [{ fromCountry: 'QQ', toCountry: 'JP' }, 'fromCountry', 'Unknown country code QQ'],
    [{ fromCountry: 'US', toCountry: 'JPN' }, 'toCountry', 'To country must be a two-letter country code'],
    [{ toCountry: 'JP' }, 'fromCountry', 'From country is required'],
    [
      { fromCountry: 'US', toCountry: 'JP', purpose: 'holiday' },
      'purpose',
      'Purpose must be one of: tourist, business, student, work, family, transit, medical',
    ],
  ])('rejects %o with 400 naming %s', async (payload, field, message) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('answers a blank visa type as none given, and a named one with that name, however they are cached', async () => {
    const visaTypeOf = async (visaType?: string) =>
      (await check({ fromCountry: 'IN', toCountry: 'FR', purpose: 'business', visaType })).json().data
        .requirements[0].visaType;
    expect(await visaTypeOf('  ')).toBe('FR-BUSINESS');
    expect(await visaTypeOf()).toBe('FR-BUSINESS');
    expect(await visaTypeOf('Schengen C')).toBe('Schengen C');
    expect(await visaTypeOf('')).toBe('FR-BUSINESS');
  });

  it('answers 422 for a known country the dataset does not cover', async () => {
    const response = await check({ fromCountry: 'US', toCountry: 'AQ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('We have no visa data for travel from United States to Antarctica.');
  });

  it('logs every check without personal data and ranks destinations by checks', async () => {
    const popular = async () => {
      await test.app.visa.checkLog.flush();
      const list = (await test.app.inject({ method: 'GET', url: '/api/countries/popular?limit=50' })).json()
        .data;
      return list as { code: string; checks: number }[];
    };
    const countsOf = (list: { code: string; checks: number }[]) =>
      Object.fromEntries(list.map((country) => [country.code, country.checks]));
    const before = countsOf(await popular());
    const since = new Date();
    for (const toCountry of ['TH', 'TH', 'TH', 'VN', 'VN', 'KE'])
      await check({ fromCountry: 'GB', toCountry });
    const after = await popular();
    const counts = countsOf(after);
    expect((counts.TH ?? 0) - (before.TH ?? 0)).toBe(3);
    expect((counts.VN ?? 0) - (before.VN ?? 0)).toBe(2);
    expect((counts.KE ?? 0) - (before.KE ?? 0)).toBe(1);
    const checks = after.map((country) => country.checks);
    expect(checks).toEqual([...checks].sort((a, b) => b - a));
    const thailand = await test.db
      .select()
      .from(visaChecks)
      .where(
        and(
          eq(visaChecks.fromCountry, 'GB'),
          eq(visaChecks.toCountry, 'TH'),
          gte(visaChecks.createdAt, since),
        ),
      );
    expect(thailand.reduce((sum, row) => sum + row.checks, 0)).toBe(3);
    expect(thailand.length).toBeLessThan(3); // identical checks in the same second share a row
    const [stored] = await test.db.select().from(visaChecks).limit(1);
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'category',
      'checks',
      'createdAt',
      'fromCountry',
      'id',
      'purpose',
      'toCountry',
    ]);
  });
});

describe('figures counted from the imported data', () => {
  it('counts the 199 destinations and one visa type per destination and purpose', async () => {
    const stats = (await test.app.inject({ method: 'GET', url: '/api/platform/stats' })).json().data;
    expect(stats).toMatchObject({ countries: 199, visaTypes: 199 * 7, policies: 0 });
    expect(stats.visaTypesByPurpose).toMatchObject({ tourist: 199, work: 199, medical: 199 });
  });

  it('lists and filters the visa type catalogue', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/visa-types?destination=jp&purpose=student',
    });
    expect(response.json().data).toMatchObject({
      total: 1,
      items: [
        {
          code: 'JP-STUDENT',
          name: 'Japan study visa',
          duration: 'Long stay (over 90 days)',
          destination: 'JP',
        },
      ],
    });
    const bad = await test.app.inject({ method: 'GET', url: '/api/visa-types?purpose=holiday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('purpose');
  });
});

describe('before any data is imported', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(() => empty.close());

  it('gives a clear notice instead of an answer', async () => {
    const response = await empty.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry: 'US', toCountry: 'JP' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/has not been imported yet/);
    const status = (await empty.app.inject({ method: 'GET', url: '/api/visa/data-status' })).json().data;
    expect(status).toEqual({ edition: null, notice: expect.stringMatching(/has not been imported yet/) });
  });
});
