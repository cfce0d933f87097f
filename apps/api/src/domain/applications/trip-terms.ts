import { and, between, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, trips } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { tripRangeOf } from './reference-ranges';

export type TripRow = typeof trips.$inferSelect;

/** A trip is shown and spoken of by a reference of its own, apart from its travellers' application numbers. */
export const tripReferenceOf = (id: string) => `T-${id.slice(0, 8).toUpperCase()}`;

/** The applications on the trip a search names by its reference (T-…); undefined for any other text. */
export const tripSearchCondition = (search: string) => {
  const range = tripRangeOf(search);
  return range ? between(applications.tripId, range.from, range.to) : undefined;
};

export const tripSubmitted = (trip: Pick<TripRow, 'id'>) =>
  new AppError(
    'APPLICATION_NOT_EDITABLE',
    409,
    `Trip ${tripReferenceOf(trip.id)} has been submitted, so its travellers can no longer be changed. Each traveller's application is followed on its own.`,
  );

/** The owner's trip, locked for the rest of the transaction when asked; undefined when it is not theirs. */
export const findOwnTrip = async (db: Db, userId: string, id: string, lock = false) => {
  const query = db
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.userId, userId)));
  const [trip] = lock ? await query.for('update') : await query;
  return trip;
};

/**
 * What a traveller's draft takes from its trip: the destination, purpose and dates are the trip's, and the
 * passport's country is the traveller's own nationality, so each traveller is checked for their own passport.
 */
export const withTripTerms = <
  T extends {
    fromCountry: string;
    personalInfo: { nationality?: string | undefined };
    travelInfo: Record<string, unknown>;
  },
>(
  trip: TripRow,
  draft: T,
) => ({
  ...draft,
  fromCountry: draft.personalInfo.nationality ?? draft.fromCountry,
  toCountry: trip.toCountry,
  purpose: trip.purpose,
  visaType: undefined,
  travelInfo: {
    ...draft.travelInfo,
    plannedArrivalDate: trip.arrivalDate,
    plannedDepartureDate: trip.departureDate,
  },
});

/**
 * 409 on `field` (the form's passport number field) when another traveller on the trip has this passport number,
 * compared once opened.
 */
export const refuseSharedPassport = async (
  db: Db,
  tripId: string,
  passport: { number: string | undefined | null; field: string },
  exceptApplicationId?: string,
) => {
  const passportNumber = passport.number;
  if (!passportNumber) return;
  const others = await db
    .select({ personalInfo: applications.personalInfo })
    .from(applications)
    .where(
      and(
        eq(applications.tripId, tripId),
        exceptApplicationId ? ne(applications.id, exceptApplicationId) : sql`true`,
      ),
    );
  if (others.some(({ personalInfo }) => personalInfo.passportNumber === passportNumber))
    throw conflict(
      'TRAVELLER_EXISTS',
      'Another traveller on this trip has this passport number: each traveller travels on their own passport.',
      passport.field,
    );
};
