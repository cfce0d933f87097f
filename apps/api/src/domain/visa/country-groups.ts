import type { CountryGroupId } from './answer-texts/types';

/** Named sets of countries that entry rules and entry conditions are written for. */
export type CountryGroup = { id: CountryGroupId; name: string; members: ReadonlySet<string>; source: string };

const membersOf = (codes: string) => new Set(codes.split(' '));

// EU member states plus Iceland, Liechtenstein and Norway (EEA) and Switzerland (bilateral agreement).
export const euEeaSwiss: CountryGroup = {
  id: 'eu-eea-swiss',
  name: 'EU, EEA and Swiss citizens',
  members: membersOf(
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH',
  ),
  source: 'https://european-union.europa.eu/principles-countries-history/eu-countries_en',
};

// Bulgaria and Romania apply the Schengen rules in full since 1 January 2025; Cyprus and Ireland do not.
export const schengenArea: CountryGroup = {
  id: 'schengen',
  name: 'The Schengen area',
  members: membersOf(
    'AT BE BG HR CZ DK EE FI FR DE GR HU IS IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE CH',
  ),
  source: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en',
};

export const countryGroups: readonly CountryGroup[] = [euEeaSwiss, schengenArea];

export const findCountryGroup = (id: string) => countryGroups.find((group) => group.id === id) ?? null;
