import type { CountryView } from '@visabridge/contract';

/** Lower case without accents, so 'cote' finds Côte d'Ivoire and 'reunion' finds Réunion. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const rankOf = (country: CountryView, query: string) => {
  const name = fold(country.name);
  if (country.code.toLowerCase() === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(/[\s\-'(]+/).some((word) => word.startsWith(query))) return 2;
  if (name.includes(query)) return 3;
  return null;
};

/** Autocomplete filter: an exact ISO code first, then names starting with the text, then words, then anywhere. */
export const filterCountries = (options: CountryView[], { inputValue }: { inputValue: string }) => {
  const query = fold(inputValue.trim());
  if (!query) return options;
  return options
    .flatMap((country) => {
      const rank = rankOf(country, query);
      return rank === null ? [] : [{ country, rank }];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
};
