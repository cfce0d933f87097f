import type { Db } from '../../db/client';
import { countries, entryRules } from '../../db/schema';
import { shippedEntryRules } from './shipped-entry-rules';
import { validateEntryRule } from './validate-entry-rule';

/**
 * Adds each shipped rule that is missing, on every start and in the tests' template: checked as an
 * admin's would be, found again by its slug, and never overwriting a staff member's later edit.
 */
export const seedEntryRules = async (db: Db) => {
  const known = new Set((await db.select({ code: countries.code }).from(countries)).map((row) => row.code));
  const rows = shippedEntryRules.map(({ slug, ...input }) => ({
    slug,
    ...validateEntryRule({ input, isKnownCountry: (code) => known.has(code) }),
  }));
  await db.insert(entryRules).values(rows).onConflictDoNothing({ target: entryRules.slug });
};
