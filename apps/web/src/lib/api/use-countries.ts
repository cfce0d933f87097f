import type { CountryView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** The active countries' key, which the server also draws /visa-check with. */
export const activeCountriesKey = ['countries', 'active'] as const;

/** Countries with visa data (all of them before the first import), sorted by name. */
export const useActiveCountries = () =>
  useQuery({
    queryKey: activeCountriesKey,
    queryFn: async ({ signal }) => (await api.get<CountryView[]>('/countries?active=true', { signal })).data,
  });

/** A country's name by its ISO code, for views that hold a code (a nationality); the code until loaded. */
export const useCountryName = () => {
  const { data } = useActiveCountries();
  return (code: string) => data?.find((country) => country.code === code)?.name ?? code;
};
