import { countryAliases } from './country-aliases';
import type { CountryView } from './visa';

/**
 * Lower case without accents, dots and apostrophes, other punctuation as single spaces: "Côte d’Ivoire"
 * and "cote d'ivoire" fold alike, as do "U.S.A." and "usa".
 */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const foldedAliases = new Map<string, string[]>();
const foldedAliasesOf = (code: string) => {
  let folded = foldedAliases.get(code);
  if (!folded) {
    folded = countryAliases(code).map(foldText);
    foldedAliases.set(code, folded);
  }
  return folded;
};

/** 0 the whole name, 1 its start, 2 the start of a word in it, 3 anywhere in it; null no match. */
const matchLevel = (name: string, query: string) => {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(' ').some((word) => word.startsWith(query))) return 2;
  if (name.includes(query)) return 3;
  return null;
};

/**
 * Lower ranks first: the exact code, then by how the text matches (whole, start, word start, anywhere),
 * the country's own name before its other names at each level, so "uk" finds United Kingdom (alias "UK")
 * before Ukraine (name starting "uk") and "united" finds United Kingdom before United Republic of Tanzania.
 */
const rankOf = (country: CountryView, query: string) => {
  if (country.code.toLowerCase() === query) return 0;
  let best: number | null = null;
  const consider = (name: string, isAlias: boolean) => {
    const level = matchLevel(name, query);
    if (level === null) return;
    const rank = 1 + level * 2 + (isAlias ? 1 : 0);
    if (best === null || rank < best) best = rank;
  };
  consider(foldText(country.name), false);
  for (const alias of foldedAliasesOf(country.code)) consider(alias, true);
  return best;
};

/**
 * Countries by code, name or a name people use ("usa", "holland", "ivory coast"), case- and
 * accent-insensitive; the best match first, ties by name.
 */
export const searchCountries = <T extends CountryView>(
  countries: readonly T[],
  rawQuery: string,
  limit = countries.length,
) => {
  const query = foldText(rawQuery);
  if (!query) return [];
  return countries
    .map((country) => ({ country, rank: rankOf(country, query) }))
    .filter((match): match is { country: T; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.country.name.localeCompare(b.country.name))
    .slice(0, limit)
    .map((match) => match.country);
};
