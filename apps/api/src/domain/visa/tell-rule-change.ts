import { formatDateIn, type RequirementsResult } from '@visabridge/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, countries, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { AppError } from '../../lib/errors';
import { tellTraveller } from '../notifications/tell-traveller';
import { checkRequirements, plannedTripDates } from './check-requirements';

const openStatuses = ['draft', 'pending', 'in_review'];

/** Every open application or draft to these destinations, with its traveller and trip. */
const findOpenTrips = (db: Db, destinations: string[]) =>
  db
    .select({
      applicationId: applications.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
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

/** "UK Electronic Travel Authorisation (ETA) (government fee: £16.00)", "Visa free". */
const describe = (result: RequirementsResult) => {
  const name = result.entryRule?.authorisationName ?? result.categoryLabel;
  return result.fees ? `${name} (government fee: ${result.fee.toLowerCase()})` : name;
};

type Changed = 'rule' | 'conditions';

const wording = {
  rule: { title: 'Entry rules changed', what: 'An entry rule' },
  conditions: { title: 'Entry conditions changed', what: 'The entry conditions' },
} satisfies Record<Changed, { title: string; what: string }>;

/** What the answer for a trip says now, or null where there is none (no corridor in the data). */
const answerOf = (ctx: AppContext, trip: OpenTrip, changed: Changed) => {
  try {
    const result = checkRequirements(ctx.visa.index, ctx.config.fees, {
      fromCountry: trip.fromCountry as string,
      toCountry: trip.toCountry,
      purpose: trip.purpose as RequirementsResult['purpose'],
      ...plannedTripDates(trip.travelInfo),
    });
    return {
      text: describe(result),
      documents: result.documents.join('\n'),
      source: changed === 'rule' ? result.entryRule?.source : result.entryConditions?.source,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
};

const whenOf = (trip: OpenTrip) => {
  const { travelDate } = plannedTripDates(trip.travelInfo);
  return travelDate
    ? `your trip arriving on ${formatDateIn('en-GB', travelDate, 'long')}`
    : 'your trip (no arrival date given yet, so answered for today)';
};

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
  const { title, what } = wording[changed];
  return async () => {
    let told = 0;
    for (const trip of trips) {
      const was = before.get(trip.applicationId);
      const now = answerOf(ctx, trip, changed);
      if (!was || !now || (was.text === now.text && was.documents === now.documents)) continue;
      const change = was.text === now.text ? 'the documents it needs changed' : `${was.text} → ${now.text}`;
      const source = now.source ?? was.source;
      const link = `/applications/${trip.applicationId}`;
      await tellTraveller(ctx.db, {
        person: trip,
        title: `${title}: ${trip.destinationName}`,
        subject: `Entry requirements for ${trip.destinationName} changed`,
        message: `${what} for ${trip.destinationName} changed for ${whenOf(trip)}: ${change}.${source ? ` Source: ${source}.` : ''} Check what your application needs now, and confirm with the official source before you travel.`,
        link,
        publicUrl: ctx.config.publicUrl,
      });
      told += 1;
    }
    return told;
  };
};
