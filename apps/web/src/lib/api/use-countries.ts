import type { CountryView } from '@visabridge/contract';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../api-client';

/** The active countries' key, which the server also draws /visa-check with. */
export const activeCountriesKey = ['countries', 'active'] as const;

/**
 * The countries named in `language` by the locale data the runtime carries (CLDR, through Intl), sorted by
 * those names; in English, and for a code the data does not know, the names the server gave.
 */
const namedIn = (language: string) => {
  if (language === 'en' || language === 'pseudo') return (countries: CountryView[]) => countries;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const order = new Intl.Collator(language);
  return (countries: CountryView[]) =>
    countries
      .map((country) => ({ ...country, name: names.of(country.code) ?? country.name }))
      .sort((a, b) => order.compare(a.name, b.name));
};

/** Countries with visa data (all of them before the first import), named in the page's language and sorted. */
export const useActiveCountries = () => {
  const { i18n } = useLingui();
  const select = useMemo(() => namedIn(i18n.locale), [i18n.locale]);
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
