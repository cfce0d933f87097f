import { formatDateIn, formatLocaleOf, type RequirementsResult } from '@visabridge/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, countries, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { AppError } from '../../lib/errors';
import { countryNameIn } from '../../lib/country-names';
import { tellTraveller } from '../notifications/tell-traveller';
import { checkRequirements, plannedTripDates } from './check-requirements';
import { ruleChangeTextIn, type Answer, type AnswerFee, type Changed } from './rule-change-texts';

const openStatuses = ['draft', 'pending', 'in_review'];

/** Every open application or draft to these destinations, with its traveller and trip. */
const findOpenTrips = (db: Db, destinations: string[]) =>
  db
    .select({
      applicationId: applications.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      interfaceLanguage: users.interfaceLanguage,
      region: users.language,
      fromCountry: applications.fromCountry,
      toCountry: applications.toCountry,
      destinationName: countries.name,
      purpose: applications.purpose,
      travelInfo: applications.travelInfo,
    })
    .from(applications)
    .innerJoin(users, and(eq(users.id, applications.userId), eq(users.status, 'active')))
    .innerJoin(countries, eq(countries.code, applications.toCountry))
    .where(
      and(
        inArray(applications.status, openStatuses),
        inArray(applications.toCountry, destinations),
        isNotNull(applications.fromCountry),
      ),
    );
type OpenTrip = Awaited<ReturnType<typeof findOpenTrips>>[number];

/** The fee an answer with something to apply for names: the known government fee, or who sets it. */
const feeOf = (result: RequirementsResult): AnswerFee | null => {
  if (!result.fees) return null;
  if (result.fees.governmentFee) return result.fees.governmentFee;
  // An e-visa or an eTA is paid to the authority's own site, not to an embassy.
  return result.category === 'eta' || result.category === 'e_visa' ? 'authority' : 'embassy';
};

/** What the answer for a trip says now, or null where there is none (no corridor in the data). */
const answerOf = (ctx: AppContext, trip: OpenTrip, changed: Changed) => {
  try {
    const result = checkRequirements(ctx.visa.index, ctx.config.fees, {
      fromCountry: trip.fromCountry as string,
      toCountry: trip.toCountry,
      purpose: trip.purpose as RequirementsResult['purpose'],
      ...plannedTripDates(trip.travelInfo),
    });
    const answer: Answer = {
      authorisationName: result.entryRule?.authorisationName ?? null,
      category: result.category,
      fee: feeOf(result),
    };
    return {
      answer,
      documents: result.documents.join('\n'),
      source: changed === 'rule' ? result.entryRule?.source : result.entryConditions?.source,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
};

const isSameAnswer = (was: Answer, now: Answer) => JSON.stringify(was) === JSON.stringify(now);

type Watch = {
  ctx: AppContext;
  /** The write's transaction, with the changed row locked, so no other write slips between before and after. */
  db: Db;
  destinations: string[];
  changed: Changed;
};

/**
 * Takes the answers of the open trips to these destinations before a rule or entry conditions change, and
 * returns the step to run once the change is in the index: each trip whose answer changed (what it needs, its
 * fee, or its documents) is told once, in the bell and by email, with the before and after and the source.
 */
export const watchOpenTrips = async ({ ctx, db, destinations, changed }: Watch) => {
  const trips = destinations.length > 0 ? await findOpenTrips(db, [...new Set(destinations)]) : [];
  const before = new Map(trips.map((trip) => [trip.applicationId, answerOf(ctx, trip, changed)]));
  return async () => {
    let told = 0;
    for (const trip of trips) {
      const was = before.get(trip.applicationId);
      const now = answerOf(ctx, trip, changed);
      if (!was || !now) continue;
      const isSame = isSameAnswer(was.answer, now.answer);
      if (isSame && was.documents === now.documents) continue;
      const { travelDate } = plannedTripDates(trip.travelInfo);
      const facts = {
        changed,
        change: isSame ? null : { before: was.answer, after: now.answer },
        source: now.source ?? was.source ?? null,
        region: trip.region,
      };
      await tellTraveller(ctx.db, ctx.config.interfaceLanguages, {
        person: trip,
        text: (language) =>
          ruleChangeTextIn(language, {
            ...facts,
            arrival: travelDate
              ? formatDateIn(formatLocaleOf(language, trip.region), travelDate, 'long')
              : null,
            destination: countryNameIn(language, trip.toCountry, trip.destinationName),
          }),
        link: `/applications/${trip.applicationId}`,
        publicUrl: ctx.config.publicUrl,
      });
      told += 1;
    }
    return told;
  };
};
