import { searchCountries, type CountryView } from '@visabridge/contract';

/** Autocomplete filter, ranked as the API's country search: exact code, name prefix, word prefix, anywhere. */
export const filterCountries = (options: CountryView[], { inputValue }: { inputValue: string }) =>
  inputValue.trim() ? searchCountries(options, inputValue) : options;
