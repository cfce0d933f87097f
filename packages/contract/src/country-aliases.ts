// Only the English locale: the whole package would put every language into the web bundle.
import english from 'i18n-iso-countries/langs/en.json';

/** Names people use that the package lacks; the package already has USA, UK, UAE, Turkey, Czech Republic... */
const curatedAliases: Record<string, readonly string[]> = {
  US: ['America'],
  GB: ['Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  AE: ['Emirates'],
  NL: ['Holland'],
  KR: ['Korea'],
  KP: ['DPRK'],
  VN: ['Viet Nam'],
  MM: ['Burma'],
  SZ: ['Swaziland'],
  MK: ['Macedonia'],
  VA: ['Vatican', 'Holy See'],
  TL: ['East Timor'],
};

const packageNames = english.countries as Record<string, string | readonly string[]>;

/** Other names of a country (ISO alpha-2 code): the package's English names plus the curated ones. */
export const countryAliases = (code: string): readonly string[] => [
  ...[packageNames[code] ?? []].flat(),
  ...(curatedAliases[code] ?? []),
];
