import type { CountryView } from '@visabridge/contract';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { countryNameIn } from '../i18n/country-name-in';

/** The active countries' key, which the server also draws /visa-check with. */
export const activeCountriesKey = ['countries', 'active'] as const;

// The lists named so far, by the server's list and the language: every field and view of a page that asks
// for the countries shares one named list, instead of naming and sorting about 200 countries each.
const namedLists = new WeakMap<CountryView[], Map<string, CountryView[]>>();

/**
 * The countries named in `language` by the locale data the runtime carries (CLDR, through Intl), sorted by
 * those names; in English, and for a code the data does not know, the names the server gave.
 */
const namedIn = (language: string, countries: CountryView[]) => {
  if (language === 'en' || language === 'pseudo') return countries;
  const lists = namedLists.get(countries) ?? new Map<string, CountryView[]>();
  namedLists.set(countries, lists);
  let named = lists.get(language);
  if (!named) {
    const order = new Intl.Collator(language);
    named = countries
      .map((country) => ({ ...country, name: countryNameIn(language, country.code, country.name) }))
      .sort((a, b) => order.compare(a.name, b.name));
    lists.set(language, named);
  }
  return named;
};

/** Countries with visa data (all of them before the first import), named in the page's language and sorted. */
export const useActiveCountries = () => {
  const { i18n } = useLingui();
  const select = useCallback((countries: CountryView[]) => namedIn(i18n.locale, countries), [i18n.locale]);
  return useQuery({
    queryKey: activeCountriesKey,
    queryFn: async ({ signal }) => (await api.get<CountryView[]>('/countries?active=true', { signal })).data,
    select,
  });
};

/** A country's name by its ISO code, for views that hold a code (a nationality); the code until loaded. */
export const useCountryName = () => {
  const { data } = useActiveCountries();
  return (code: string) => data?.find((country) => country.code === code)?.name ?? code;
};
