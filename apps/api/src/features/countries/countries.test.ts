import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
}, 120_000);
afterAll(() => test.close());

const get = async (url: string) => (await test.app.inject({ method: 'GET', url })).json();

describe('countries', () => {
  it('lists every country with flag and region, and the 199 with visa data as active', async () => {
    const all = (await get('/api/countries')).data;
    const active = (await get('/api/countries?active=true')).data;
    expect(all.length).toBeGreaterThan(active.length);
    expect(active).toHaveLength(199);
    expect(active).toContainEqual({
      id: 'XK',
      code: 'XK',
      name: 'Kosovo',
      flag: '🇽🇰',
      region: 'Europe',
      isActive: true,
    });
  });

  it.each([
    ['ger', 'DE'],
    ['GER', 'DE'],
    ['de', 'DE'],
    ['curaçao', 'CW'],
    ['ivory', 'CI'],
    ['Réunion', 'RE'],
    ['korea', 'KR'],
    ['usa', 'US'],
    ['uk', 'GB'],
    ['britain', 'GB'],
    ['uae', 'AE'],
    ['turkey', 'TR'],
    ['türkiye', 'TR'],
    ['holland', 'NL'],
    ['cote', 'CI'],
    ["Côte d'Ivoire", 'CI'],
    ['czechia', 'CZ'],
    ['south korea', 'KR'],
    ['north korea', 'KP'],
  ])('finds %s, by code, name or a name people use, with %s first', async (q, code) => {
    const found = (await get(`/api/countries/search?q=${encodeURIComponent(q)}`)).data;
    expect(found[0]?.code).toBe(code);
  });

  it('ranks names that start with the text before names that merely contain it', async () => {
    const found = (await get('/api/countries/search?q=guinea&limit=10')).data.map(
      (country: { name: string }) => country.name,
    );
    expect(found[0]).toBe('Guinea');
    expect(found.indexOf('Guinea')).toBeLessThan(found.indexOf('Papua New Guinea'));
  });

  it('rejects an empty search and a bad limit with 400', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/countries/search?q=%20' })).statusCode).toBe(
      400,
    );
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/countries/search?q=a&limit=500' })).statusCode,
    ).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/api/countries?active=maybe' })).statusCode).toBe(
      400,
    );
  });
});
