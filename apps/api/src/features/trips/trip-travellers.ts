import type { InterfaceLanguage } from '@visabridge/contract';
import { maxTripTravellers, type tripTravellerInput } from '@visabridge/contract/group-trips';
import type { SavedTravellerInput } from '@visabridge/contract/saved-travellers';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, applicationStatusHistory } from '../../db/schema';
import { findCountry } from '../../domain/visa/find-country';
import type { AppContext } from '../../domain/app-context';
import { refuseSharedPassport, withTripTerms } from '../../domain/applications/trip-terms';
import { refusePastDraftLimit } from '../../domain/applications/draft-limit';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { draftColumns } from '../applications/drafts';
import { addSavedTraveller, findSavedTraveller } from '../saved-travellers/saved-travellers';
import { ownDraftTrip } from './trips';
import { isMinorOnTrip, tripViewOf } from './trip-views';

type TravellerInput = z.output<typeof tripTravellerInput>;
type Person = Omit<SavedTravellerInput, 'passportNumber' | 'passportExpiry'> & {
  passportNumber: string | null;
  passportExpiry: string | null;
};

const travellerNotFound = () => notFound('Traveller not found on this trip');

/** Who is added: the saved person as they are now (a copy: a later edit of them changes nothing here), or the new one. */
const personOf = async (ctx: AppContext, tx: Db, userId: string, input: TravellerInput): Promise<Person> => {
  if (input.savedTravellerId) return findSavedTraveller(ctx, userId, input.savedTravellerId, tx);
  if (!input.person) throw fieldError({ field: 'person', message: 'Enter the traveller' });
  findCountry(ctx.visa.index, input.person.nationality, 'person.nationality');
  return input.person;
};

/**
 * Adds a traveller to the owner's trip as a draft of their own: their passport's answer, checklist and fees
 * for the trip's destination and dates. At most `maxTripTravellers`, each on a passport of their own.
 */
export const addTraveller = async (
  ctx: AppContext,
  userId: string,
  tripId: string,
  input: TravellerInput,
  language: InterfaceLanguage = 'en',
) => {
  const trip = await ctx.db.transaction(async (tx) => {
    const draftTrip = await ownDraftTrip(tx, userId, tripId);
    const person = await personOf(ctx, tx, userId, input);
    const [{ travellers } = { travellers: 0 }] = await tx
      .select({ travellers: count() })
      .from(applications)
      .where(eq(applications.tripId, tripId));
    if (travellers >= maxTripTravellers)
      throw conflict(
        'TOO_MANY_TRAVELLERS',
        `A trip takes at most ${maxTripTravellers} travellers: file the others on a second trip.`,
      );
    await refusePastDraftLimit(tx, userId, ctx.config.draftsPerAccount);
    await refuseSharedPassport(tx, tripId, {
      number: person.passportNumber,
      field: input.person ? 'person.passportNumber' : 'savedTravellerId',
    });
    // Kept for next time only once the trip takes them: a refusal above saves nothing.
    if (input.person && input.save) await addSavedTraveller(ctx, userId, input.person, tx);
    const columns = draftColumns(
      ctx,
      withTripTerms(draftTrip, {
        fromCountry: person.nationality,
        personalInfo: {
          firstName: person.firstName,
          lastName: person.lastName,
          dateOfBirth: person.dateOfBirth,
          nationality: person.nationality,
          ...(person.passportNumber ? { passportNumber: person.passportNumber } : {}),
          ...(person.passportExpiry ? { passportExpiryDate: person.passportExpiry } : {}),
        },
        travelInfo: draftTrip.notes ? { travelNotes: draftTrip.notes } : {},
        emergencyContact: {},
        authorityAnswers: {},
      }),
    );
    const [created] = await tx
      .insert(applications)
      .values({ ...columns, userId, tripId, travellerRelationship: person.relationship })
      .returning({ id: applications.id });
    if (!created) throw new Error('traveller insert returned nothing');
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: created.id, toStatus: 'draft', changedBy: userId });
    return draftTrip;
  });
  return await tripViewOf(ctx, trip, language);
};

/** Takes a traveller off a trip not yet submitted; their draft goes with them. */
export const removeTraveller = async (
  ctx: AppContext,
  userId: string,
  tripId: string,
  applicationId: string,
  language: InterfaceLanguage = 'en',
) => {
  const trip = await ctx.db.transaction(async (tx) => {
    const draftTrip = await ownDraftTrip(tx, userId, tripId);
    const removed = await tx
      .delete(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.tripId, tripId)))
      .returning({ id: applications.id });
    if (removed.length === 0) throw travellerNotFound();
    return draftTrip;
  });
  return await tripViewOf(ctx, trip, language);
};

/**
 * Names a minor's parent or guardian on the trip: an adult traveller on the same trip (or none, to choose
 * again). 404 for a traveller not on it; 400 on `guardianId` for a guardian who is not an adult on it.
 */
export const setGuardian = async (
  ctx: AppContext,
  userId: string,
  tripId: string,
  applicationId: string,
  guardianId: string | null,
  language: InterfaceLanguage = 'en',
) => {
  const trip = await ctx.db.transaction(async (tx) => {
    const draftTrip = await ownDraftTrip(tx, userId, tripId);
    const rows = await tx
      .select({ id: applications.id, personalInfo: applications.personalInfo })
      .from(applications)
      .where(eq(applications.tripId, tripId));
    const minor = rows.find((row) => row.id === applicationId);
    if (!minor) throw travellerNotFound();
    if (!isMinorOnTrip(draftTrip, minor))
      throw fieldError({
        field: 'guardianId',
        message: 'Only a traveller under 18 on the arrival date travels with a guardian',
      });
    const guardian = rows.find((row) => row.id === guardianId);
    if (guardianId && (!guardian || guardian.id === applicationId || isMinorOnTrip(draftTrip, guardian)))
      throw fieldError({
        field: 'guardianId',
        message: 'Choose a traveller on this trip who is 18 or over on the arrival date',
      });
    await tx
      .update(applications)
      .set({ guardianId, updatedAt: new Date() })
      .where(eq(applications.id, applicationId));
    return draftTrip;
  });
  return await tripViewOf(ctx, trip, language);
};
