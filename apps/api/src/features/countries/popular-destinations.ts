import { DAY_MS } from '@visabridge/contract';
import { desc, gt, sql } from 'drizzle-orm';
import type { CountryView } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { visaChecks } from '../../db/schema';

const WINDOW_DAYS = 90;

/** The destinations checked most in the last 90 days, from the stored checks. */
export const listPopularDestinations = async (
  db: Db,
  countryOf: (code: string) => CountryView | null,
  limit: number,
) => {
  const since = new Date(Date.now() - WINDOW_DAYS * DAY_MS);
  const checks = sql<number>`sum(${visaChecks.checks})`.mapWith(Number);
  const rows = await db
    .select({ code: visaChecks.toCountry, checks })
    .from(visaChecks)
    .where(gt(visaChecks.createdAt, since))
    .groupBy(visaChecks.toCountry)
    .orderBy(desc(checks), visaChecks.toCountry)
    .limit(limit);
  return rows.flatMap((row) => {
    const country = countryOf(row.code);
    return country ? [{ ...country, checks: row.checks }] : [];
  });
};
