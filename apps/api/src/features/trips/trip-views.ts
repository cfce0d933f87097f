import { dayOf, type InterfaceLanguage } from '@visabridge/contract';
import { isMinorOn } from '@visabridge/contract/ages';
import type { TripInvitationView, TripTravellerView, TripView } from '@visabridge/contract/group-trips';
import type { TravellerRelationship } from '@visabridge/contract/saved-travellers';
import { maskPassportNumber } from '@visabridge/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, tripInvitations } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import {
  selectApplicationDetails,
  type ApplicationDetailsRow,
} from '../../domain/applications/application-rows';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { tripReferenceOf, type TripRow } from '../../domain/applications/trip-terms';
import { paymentStateOf, progressOfRow, referenceNumberOf } from '../../domain/applications/views';
import { feesViewOf } from '../../domain/visa/application-fees';
import { checkRequirements } from '../../domain/visa/check-requirements';
import { answerWriterIn } from '../../domain/visa/answer-writer';
import { minorDocuments } from '../../domain/visa/destination-documents';
import { AppError } from '../../lib/errors';

/** The trip's travellers with their applications' details, in the order they were added. */
export const travellerRowsOf = (db: Db, tripId: string) =>
  selectApplicationDetails(db)
    .where(eq(applications.tripId, tripId))
    .orderBy(asc(applications.createdAt), asc(applications.id));

/**
 * The requirements answer for a traveller's own passport on the trip's dates, as it stands today; null when the
 * data has no answer for the corridor. Its texts are in `language` (English unless told).
 */
export const answerFor = (
  ctx: AppContext,
  trip: TripRow,
  fromCountry: string,
  language: InterfaceLanguage = 'en',
) => {
  try {
    return checkRequirements(
      ctx.visa.index,
      ctx.config.fees,
      {
        fromCountry,
        toCountry: trip.toCountry,
        purpose: trip.purpose,
        travelDate: trip.arrivalDate,
        returnDate: trip.departureDate,
      },
      dayOf(),
      language,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'NO_CORRIDOR_DATA') return null;
    throw error;
  }
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** The traveller's name as the application holds it. */
export const travellerNameOf = (row: Pick<ApplicationDetailsRow, 'personalInfo'>) =>
  [textOf(row.personalInfo.firstName), textOf(row.personalInfo.lastName)].filter(Boolean).join(' ') ||
  'A traveller';

/** A minor on the trip: under 18 on its arrival date (unknown birth dates count as adults until given). */
export const isMinorOnTrip = (trip: TripRow, row: Pick<ApplicationDetailsRow, 'personalInfo'>) => {
  const birthDate = textOf(row.personalInfo.dateOfBirth);
  return birthDate !== null && isMinorOn(birthDate, trip.arrivalDate);
};

type Invitations = Map<string, TripInvitationView>;

/** The newest invitation sent for each traveller on these trips, by application id. */
export const invitationsOf = async (db: Db, tripIds: string[]): Promise<Invitations> => {
  const sent = await db
    .select({
      applicationId: tripInvitations.applicationId,
      email: tripInvitations.email,
      acceptedAt: tripInvitations.acceptedAt,
      expiresAt: tripInvitations.expiresAt,
      createdAt: tripInvitations.createdAt,
    })
    .from(tripInvitations)
    .innerJoin(applications, eq(applications.id, tripInvitations.applicationId))
    .where(inArray(applications.tripId, tripIds))
    .orderBy(desc(tripInvitations.createdAt));
  const newest: Invitations = new Map();
  const now = new Date();
  for (const invitation of sent)
    if (!newest.has(invitation.applicationId))
      newest.set(invitation.applicationId, {
        email: invitation.email,
        state: invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= now ? 'expired' : 'sent',
        sentAt: invitation.createdAt.toISOString(),
      });
  return newest;
};

const travellerView = (
  ctx: AppContext,
  trip: TripRow,
  row: ApplicationDetailsRow,
  invitations: Invitations,
  language: InterfaceLanguage,
): TripTravellerView => {
  const writer = answerWriterIn(language);
  const nationality = textOf(row.personalInfo.nationality) ?? row.fromCountry;
  const answer = nationality ? answerFor(ctx, trip, nationality, language) : null;
  const passportNumber = textOf(row.personalInfo.passportNumber);
  const isMinor = isMinorOnTrip(trip, row);
  return {
    applicationId: row.id,
    referenceNumber: referenceNumberOf(row.id),
    firstName: textOf(row.personalInfo.firstName) ?? '',
    lastName: textOf(row.personalInfo.lastName) ?? '',
    dateOfBirth: textOf(row.personalInfo.dateOfBirth),
    nationality,
    nationalityName: nationality ? destinationNameIn(ctx, nationality, language) : null,
    relationship: row.travellerRelationship as TravellerRelationship | null,
    isMinor,
    minorDocuments:
      isMinor && answer
        ? minorDocuments(
            { toCountry: trip.toCountry, category: answer.category, purpose: trip.purpose },
            writer,
          )
        : [],
    guardianId: row.guardianId,
    passportNumberMasked: passportNumber ? maskPassportNumber(passportNumber) : null,
    answer: answer && {
      categoryLabel: answer.categoryLabel,
      allowedStay: answer.allowedStay,
      isAdmitted: answer.isAdmitted,
      needsApplication: answer.fees !== null,
      source:
        answer.entryRule?.recorded ??
        writer.trip.datasetSource(writer.longDate(answer.edition.editionDate), answer.edition.source),
    },
    status: row.status as TripTravellerView['status'],
    rejectionReason: row.rejectionReason,
    fees: feesViewOf(row),
    paymentState: paymentStateOf(row, row.payment?.status ?? null),
    progress: progressOfRow(row),
    invitation: invitations.get(row.id) ?? null,
  };
};

export const toTripView = (
  ctx: AppContext,
  trip: TripRow,
  rows: ApplicationDetailsRow[],
  invitations: Invitations = new Map(),
  language: InterfaceLanguage = 'en',
): TripView => {
  const travellers = rows.map((row) => travellerView(ctx, trip, row, invitations, language));
  // Charged as stored: the fees and the need were fixed together when each draft was last saved.
  const charged = travellers.filter((_, position) => rows[position]?.needsApplication);
  return {
    id: trip.id,
    referenceNumber: tripReferenceOf(trip.id),
    toCountry: trip.toCountry,
    destination: destinationNameIn(ctx, trip.toCountry, language),
    purpose: trip.purpose,
    arrivalDate: trip.arrivalDate,
    departureDate: trip.departureDate,
    notes: trip.notes,
    submittedAt: trip.submittedAt?.toISOString() ?? null,
    travellers,
    total: {
      amount: charged.reduce((sum, traveller) => sum + traveller.fees.total, 0),
      currency: ctx.config.fees.currency,
    },
    createdAt: trip.createdAt.toISOString(),
  };
};

/** The trip as its owner sees it now: every traveller with their application and invitation, in `language`. */
export const tripViewOf = async (ctx: AppContext, trip: TripRow, language: InterfaceLanguage = 'en') =>
  toTripView(
    ctx,
    trip,
    await travellerRowsOf(ctx.db, trip.id),
    await invitationsOf(ctx.db, [trip.id]),
    language,
  );

/** Whether the trip is still before its arrival date in UTC: a new or changed trip must be. */
export const isAhead = (arrivalDate: string) => arrivalDate >= dayOf();
