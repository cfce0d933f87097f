import { purposes, type PlatformStatsView, type Purpose, type SiteInfoView } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import { countries, users, visaPolicies, visaTypes } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { ratingFigures, successFigures, supportContact } from './public-figures';

const activeCountryCount = async (ctx: AppContext) => {
  const [row] = await ctx.db.select({ total: count() }).from(countries).where(eq(countries.isActive, true));
  return row?.total ?? 0;
};

/** The landing and registration pages' figures, counted now. */
export const readPlatformStats = async (ctx: AppContext): Promise<PlatformStatsView> => {
  const [countryCount, [travellerCount], typeRows, [policyCount], success, rated] = await Promise.all([
    activeCountryCount(ctx),
    ctx.db.select({ total: count() }).from(users).where(eq(users.role, 'general')),
    ctx.db.select({ purpose: visaTypes.purpose, total: count() }).from(visaTypes).groupBy(visaTypes.purpose),
    ctx.db.select({ total: count() }).from(visaPolicies),
    successFigures(ctx.db),
    ratingFigures(ctx.db),
  ]);
  const visaTypesByPurpose = Object.fromEntries(purposes.map((purpose) => [purpose, 0])) as Record<
    Purpose,
    number
  >;
  for (const row of typeRows) visaTypesByPurpose[row.purpose as Purpose] = row.total;
  return {
    countries: countryCount,
    travellers: travellerCount?.total ?? 0,
    visaTypes: typeRows.reduce((sum, row) => sum + row.total, 0),
    visaTypesByPurpose,
    policies: policyCount?.total ?? 0,
    ...success,
    ...rated,
    demoMode: ctx.config.demoMode,
  };
};

/** The footer's facts: the operator's contact details and the countries covered. */
export const readSiteInfo = async (ctx: AppContext): Promise<SiteInfoView> => ({
  countries: await activeCountryCount(ctx),
  ...supportContact(ctx.config.support),
  languages: ctx.config.interfaceLanguages,
});
