import { countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { foldText, searchCountries } from './search-countries';
import type { CountryView } from './visa';

// The names the API serves: the countries table is seeded from the same package.
const countries: CountryView[] = Object.entries(countryData).map(([code, country]) => ({
  id: code,
  code,
  name: country.name,
  flag: getEmojiFlag(code as TCountryCode),
  region: '',
  isActive: true,
}));

const firstCode = (query: string) => searchCountries(countries, query, 1)[0]?.code;

describe('country search', () => {
  it.each([
    ['USA', 'US'],
    ['usa', 'US'],
    ['US', 'US'],
    ['U.S.A.', 'US'],
    ['United States', 'US'],
    ['United States of America', 'US'],
    ['America', 'US'],
    ['uk', 'GB'],
    ['UK', 'GB'],
    ['Britain', 'GB'],
    ['Great Britain', 'GB'],
    ['England', 'GB'],
    ['United Kingdom', 'GB'],
    ['UAE', 'AE'],
    ['Emirates', 'AE'],
    ['Türkiye', 'TR'],
    ['turkiye', 'TR'],
    ['Turkey', 'TR'],
    ["Côte d'Ivoire", 'CI'],
    ['Côte d’Ivoire', 'CI'],
    ['cote', 'CI'],
    ['Ivory Coast', 'CI'],
    ['ivory', 'CI'],
    ['Holland', 'NL'],
    ['Netherlands', 'NL'],
    ['The Netherlands', 'NL'],
    ['Czechia', 'CZ'],
    ['Czech Republic', 'CZ'],
    ['South Korea', 'KR'],
    ['Korea', 'KR'],
    ['North Korea', 'KP'],
    ['Russia', 'RU'],
    ['Russian Federation', 'RU'],
    ['Vietnam', 'VN'],
    ['Viet Nam', 'VN'],
    ['Burma', 'MM'],
    ['Myanmar', 'MM'],
    ['Swaziland', 'SZ'],
    ['Eswatini', 'SZ'],
    ['Macedonia', 'MK'],
    ['North Macedonia', 'MK'],
    ['Cape Verde', 'CV'],
    ['Cabo Verde', 'CV'],
    ['Vatican', 'VA'],
    ['Holy See', 'VA'],
    ['East Timor', 'TL'],
    ['Timor-Leste', 'TL'],
    ['ger', 'DE'],
    ['guinea', 'GN'],
    ['niger', 'NE'],
  ])('finds %s with %s first', (query, code) => {
    expect(firstCode(query)).toBe(code);
  });

  it('puts the United Kingdom before Ukraine for "uk" and still finds Ukraine', () => {
    const codes = searchCountries(countries, 'uk').map((country) => country.code);
    expect(codes.slice(0, 2)).toEqual(['GB', 'UA']);
  });

  it('puts a country whose own name matches before one matching by another name', () => {
    const names = searchCountries(countries, 'united', 4).map((country) => country.name);
    expect(names).toEqual(['United Arab Emirates', 'United Kingdom', 'United States', 'Tanzania']);
  });

  it('keeps the other Korea and both Congos among the results', () => {
    expect(searchCountries(countries, 'korea').map((country) => country.code)).toEqual(['KR', 'KP']);
    expect(
      searchCountries(countries, 'congo')
        .map((country) => country.code)
        .sort(),
    ).toEqual(['CD', 'CG']);
  });

  it('finds nothing for blank or punctuation-only text and respects the limit', () => {
    expect(searchCountries(countries, '  ')).toEqual([]);
    expect(searchCountries(countries, "'.")).toEqual([]);
    expect(searchCountries(countries, 'a', 5)).toHaveLength(5);
  });

  it('folds case, accents and punctuation alike', () => {
    expect(foldText('  Côte d’Ivoire ')).toBe(foldText("cote d'ivoire"));
    expect(foldText('Guinea-Bissau')).toBe('guinea bissau');
  });
});
