import { passportProblems, type TravelIntelligenceView, type VisaCategory } from '@visabridge/contract';
import type { AppContext } from '../../domain/app-context';
import { and, eq, inArray } from 'drizzle-orm';
import { applications, users } from '../../db/schema';
import {
  selectApplicationDetails,
  type ApplicationDetailsRow,
} from '../../domain/applications/application-rows';
import { referenceNumberOf } from '../../domain/applications/views';
import { scannedExpiriesOf } from '../documents/analysis/scanned-expiries';

/** The country of the user's nationality, an ISO code since registration and the profile store codes. */
const passportOf = (ctx: AppContext, nationality: string | null) =>
  nationality ? ctx.visa.index.country(nationality) : null;

/**
 * What the data says for the user's passport: how many destinations it enters without a visa, on
 * arrival or with an electronic authorisation, some visa-free examples with their allowed stay, and
 * passport expiry problems in the user's open applications.
 */
export const travelIntelligenceFor = (
  ctx: AppContext,
  nationality: string | null,
  openApplications: ApplicationDetailsRow[],
  exampleLimit: number,
  /** Expiry dates read from passport scans, by application: they outrank the typed ones. */
  scannedExpiries: Map<string, string>,
): TravelIntelligenceView => {
  const passport = passportOf(ctx, nationality);
  const counts: Partial<Record<VisaCategory, number>> = {};
  const visaFree: TravelIntelligenceView['visaFreeExamples'] = [];
  if (passport) {
    for (const destination of ctx.visa.index.countries()) {
      const corridor = ctx.visa.index.corridor(passport.code, destination.code);
      if (!corridor || destination.code === passport.code) continue;
      counts[corridor.category] = (counts[corridor.category] ?? 0) + 1;
      if (corridor.category === 'visa_free')
        visaFree.push({
          code: destination.code,
          name: destination.name,
          flag: destination.flag,
          stayDays: corridor.stayDays,
        });
    }
  }
  visaFree.sort((a, b) => (b.stayDays ?? 0) - (a.stayDays ?? 0) || a.name.localeCompare(b.name));
  const warnings = openApplications.flatMap((application) => {
    const scanned = scannedExpiries.get(application.id);
    const personalInfo = scanned
      ? { ...application.personalInfo, passportExpiryDate: scanned }
      : application.personalInfo;
    const problems = passportProblems({
      ...application,
      personalInfo,
      entryConditions: ctx.visa.index.entryConditions(application.toCountry),
      destination: ctx.visa.index.country(application.toCountry)?.name ?? application.toCountry,
    });
    const source = scanned ? ' (expiry read from your passport scan)' : '';
    return problems.map(
      (problem) => `Application ${referenceNumberOf(application.id)}: ${problem.message}${source}`,
    );
  });
  return {
    passport: passport ? { code: passport.code, name: passport.name, flag: passport.flag } : null,
    visaFreeCount: counts.visa_free ?? 0,
    visaOnArrivalCount: counts.visa_on_arrival ?? 0,
    electronicCount: (counts.eta ?? 0) + (counts.e_visa ?? 0),
    visaFreeExamples: visaFree.slice(0, exampleLimit),
    warnings,
  };
};

/** The travel intelligence of one user: their nationality and open applications, every visa-free example. */
export const travelIntelligenceOf = async (ctx: AppContext, userId: string) => {
  const [[user], open] = await Promise.all([
    ctx.db.select({ nationality: users.nationality }).from(users).where(eq(users.id, userId)),
    selectApplicationDetails(ctx.db).where(
      and(eq(applications.userId, userId), inArray(applications.status, ['draft', 'pending', 'in_review'])),
    ),
  ]);
  const scannedExpiries = await scannedExpiriesOf(
    ctx.db,
    open.map((application) => application.id),
  );
  return travelIntelligenceFor(
    ctx,
    user?.nationality ?? null,
    open,
    Number.POSITIVE_INFINITY,
    scannedExpiries,
  );
};
