import { continents, countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { countries } from '../schema';

/** Reference data from the maintained countries-list package (ISO 3166 codes, Kosovo as XK included). */
export const seedCountries = async (db: Db) => {
  const rows = Object.entries(countryData).map(([code, country]) => ({
    code,
    name: country.name,
    flag: getEmojiFlag(code as TCountryCode),
    region: continents[country.continent],
  }));
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, flag: sql`excluded.flag`, region: sql`excluded.region` },
    });
};
