import type { CountryView } from './visa';

/** Lower case without accents, so "cote" finds "Côte d'Ivoire". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const rank = (country: CountryView, query: string) => {
  const name = foldText(country.name);
  if (country.code.toLowerCase() === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(/[\s'(),-]+/).some((word) => word.startsWith(query))) return 2;
  if (name.includes(query)) return 3;
  return null;
};

/** Code or name, case- and accent-insensitive; exact codes, then name prefixes, then word prefixes, then the rest. */
export const searchCountries = (countries: CountryView[], rawQuery: string, limit = countries.length) => {
  const query = foldText(rawQuery.trim());
  if (!query) return [];
  return countries
    .map((country) => ({ country, rank: rank(country, query) }))
    .filter((match): match is { country: CountryView; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.country.name.localeCompare(b.country.name))
    .slice(0, limit)
    .map((match) => match.country);
};
