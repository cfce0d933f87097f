import { purposes, type Purpose } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, visaTypes } from '../../db/schema';
import { shippedVisaType } from './visa-type-names';

const longStay: ReadonlySet<Purpose> = new Set(['student', 'work', 'family']);

export const visaTypeCode = (destination: string, purpose: Purpose) =>
  `${destination}-${purpose.toUpperCase()}`;

/** One visa type per active destination and purpose; existing rows (and their edits) are kept. */
export const seedVisaTypes = async (db: Db) => {
  const destinations = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.isActive, true));
  const rows = destinations.flatMap((country) =>
    purposes.map((purpose) => ({
      code: visaTypeCode(country.code, purpose),
      destination: country.code,
      purpose,
      ...shippedVisaType(country, purpose, longStay.has(purpose), 'en'),
    })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(visaTypes)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
};
