import type { InterfaceLanguage } from '@visabridge/contract';
import type { tripInput } from '@visabridge/contract/group-trips';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, trips } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { selectApplicationDetails } from '../../domain/applications/application-rows';
import {
  findOwnTrip,
  tripSubmitted,
  withTripTerms,
  type TripRow,
} from '../../domain/applications/trip-terms';
import { findCountry } from '../../domain/visa/find-country';
import { fieldError, notFound } from '../../lib/errors';
import { draftColumns } from '../applications/drafts';
import { invitationsOf, isAhead, toTripView, tripViewOf } from './trip-views';

type TripInput = z.output<typeof tripInput>;

export const tripNotFound = () => notFound('Trip not found');

/** The owner's trip (locked when asked), or 404 whether it is missing or another account's. */
export const ownTrip = async (db: Db, userId: string, id: string, lock = false) => {
  const trip = await findOwnTrip(db, userId, id, lock);
  if (!trip) throw tripNotFound();
  return trip;
};

/** The owner's trip while it is still being prepared: 409 once submitted. */
export const ownDraftTrip = async (db: Db, userId: string, id: string) => {
  const trip = await ownTrip(db, userId, id, true);
  if (trip.submittedAt) throw tripSubmitted(trip);
  return trip;
};

const checkTripInput = (ctx: AppContext, input: TripInput) => {
  findCountry(ctx.visa.index, input.toCountry, 'toCountry');
  if (!isAhead(input.arrivalDate))
    throw fieldError({ field: 'arrivalDate', message: 'Arrival date must not be in the past' });
};

export const getTrip = async (
  ctx: AppContext,
  userId: string,
  id: string,
  language: InterfaceLanguage = 'en',
) => {
  const trip = await ownTrip(ctx.db, userId, id);
  return await tripViewOf(ctx, trip, language);
};

/** The owner's trips, newest first, each with its travellers. */
export const listTrips = async (ctx: AppContext, userId: string, language: InterfaceLanguage = 'en') => {
  const rows = await ctx.db
    .select()
    .from(trips)
    .where(eq(trips.userId, userId))
    .orderBy(desc(trips.createdAt), desc(trips.id));
  if (rows.length === 0) return [];
  const travellers = await selectApplicationDetails(ctx.db)
    .where(
      inArray(
        applications.tripId,
        rows.map((trip) => trip.id),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const invitations = await invitationsOf(
    ctx.db,
    rows.map((trip) => trip.id),
  );
  return rows.map((trip) =>
    toTripView(
      ctx,
      trip,
      travellers.filter((row) => row.tripId === trip.id),
      invitations,
      language,
    ),
  );
};

export const createTrip = async (
  ctx: AppContext,
  userId: string,
  input: TripInput,
  language: InterfaceLanguage = 'en',
) => {
  checkTripInput(ctx, input);
  const [trip] = await ctx.db
    .insert(trips)
    .values({ ...input, userId })
    .returning();
  if (!trip) throw new Error('trip insert returned nothing');
  return toTripView(ctx, trip, [], new Map(), language);
};

/**
 * Saves every traveller's draft again under the trip's terms: each passport's answer, checklist and fees follow
 * the trip's destination, purpose and dates as they are now.
 */
export const refreshTravellers = async (tx: Db, ctx: AppContext, trip: TripRow) => {
  const rows = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.tripId, trip.id), eq(applications.status, 'draft')))
    .for('update');
  for (const row of rows) {
    const columns = draftColumns(
      ctx,
      withTripTerms(trip, {
        fromCountry: row.fromCountry ?? trip.toCountry,
        personalInfo: row.personalInfo,
        travelInfo: row.travelInfo,
        emergencyContact: row.emergencyContact,
        authorityAnswers: row.authorityAnswers,
      }),
    );
    await tx
      .update(applications)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(applications.id, row.id));
  }
};

export const updateTrip = async (
  ctx: AppContext,
  userId: string,
  id: string,
  input: TripInput,
  language: InterfaceLanguage = 'en',
) => {
  checkTripInput(ctx, input);
  const trip = await ctx.db.transaction(async (tx) => {
    await ownDraftTrip(tx, userId, id);
    const [changed] = await tx
      .update(trips)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(trips.id, id), isNull(trips.submittedAt)))
      .returning();
    if (!changed) throw new Error('trip update returned nothing');
    await refreshTravellers(tx, ctx, changed);
    return changed;
  });
  return await tripViewOf(ctx, trip, language);
};

/** A trip not yet submitted is deleted with its travellers' drafts; a submitted one stays. */
export const deleteTrip = (ctx: AppContext, userId: string, id: string) =>
  ctx.db.transaction(async (tx) => {
    await ownDraftTrip(tx, userId, id);
    await tx.delete(trips).where(eq(trips.id, id));
  });
