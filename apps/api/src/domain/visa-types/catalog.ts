import { purposeLabels, purposes, type Purpose } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, visaTypes } from '../../db/schema';

const longStay: ReadonlySet<Purpose> = new Set(['student', 'work', 'family']);

const descriptions: Record<Purpose, string> = {
  tourist: 'Holidays, sightseeing and visits to friends',
  business: 'Meetings, conferences and trade events, without taking up employment',
  student: 'Study at a school, college or university',
  work: 'Employment or self-employment',
  family: 'Joining or living with a family member',
  transit: 'Passing through on the way to another country',
  medical: 'Medical treatment at a hospital or clinic',
};

export const visaTypeCode = (destination: string, purpose: Purpose) =>
  `${destination}-${purpose.toUpperCase()}`;

export const visaTypeName = (purpose: Purpose) => `${purposeLabels[purpose]} visa`;

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
      name: `${country.name} ${visaTypeName(purpose).toLowerCase()}`,
      description: `${descriptions[purpose]} in ${country.name}.`,
      duration: longStay.has(purpose) ? 'Long stay (over 90 days)' : 'Short stay (up to 90 days)',
    })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(visaTypes)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
};
