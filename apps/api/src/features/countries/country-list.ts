import type { CountryView } from '@visabridge/contract';
import type { RequirementsIndex } from '../../domain/visa/requirements-index';

/** GET /countries: every country, or only those with (`active`) or without visa data. */
export const listCountries = (index: RequirementsIndex, active?: boolean): CountryView[] => {
  const all = index.countries();
  return active === undefined ? all : all.filter((country) => country.isActive === active);
};
