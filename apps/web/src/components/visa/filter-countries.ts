import { searchCountries, type CountryView } from '@visabridge/contract';

/** Autocomplete filter, ranked as the API's country search; with nothing typed, every option. */
export const filterCountries = <T extends CountryView>(
  options: T[],
  { inputValue }: { inputValue: string },
) => (inputValue.trim() ? searchCountries(options, inputValue) : options);
