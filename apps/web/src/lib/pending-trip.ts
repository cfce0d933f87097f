import { travelInfoInput } from '@visabridge/contract';
import { z } from 'zod';
import { clearPendingTripRecord, getPendingTripRecord, savePendingTripRecord } from './storage';
import { applicationTrip, type ApplicationTrip } from './application-trip';
import { applicationLocation } from './trip-links';

/** Long enough to sign up and open the verification email; an older trip is forgotten. */
const maxAgeMs = 24 * 60 * 60 * 1000;

const pendingTripRecord = z.object({
  trip: applicationTrip,
  travelNotes: travelInfoInput.shape.travelNotes,
  savedAt: z.number(),
  /** The account the trip is for: the signed-in user's, or the one registered or logged in next; null until then. */
  email: z.string().nullable(),
});
type PendingTripRecord = z.infer<typeof pendingTripRecord>;

const save = (record: PendingTripRecord) => savePendingTripRecord(JSON.stringify(record));

const isSameEmail = (first: string, second: string) =>
  first.trim().toLowerCase() === second.trim().toLowerCase();

const readRecord = (): PendingTripRecord | null => {
  const raw = getPendingTripRecord();
  if (!raw) return null;
  let record: PendingTripRecord | null = null;
  try {
    record = pendingTripRecord.parse(JSON.parse(raw));
  } catch {
    // Unreadable: forgotten below like an expired one.
  }
  if (!record || Date.now() - record.savedAt > maxAgeMs) {
    clearPendingTripRecord();
    return null;
  }
  return record;
};

/**
 * Remembers the trip Start Application was chosen for, with the visa check's Additional Details, so it
 * survives signing up, the verification email (opened in another tab) and logging in.
 */
export const rememberPendingTrip = (trip: ApplicationTrip, travelNotes: string, email: string | null) =>
  save({ trip, travelNotes: travelNotes.trim() || undefined, savedAt: Date.now(), email });

/** A registration made while a trip waits for an account makes it that account's trip. */
export const claimPendingTrip = (email: string) => {
  const record = readRecord();
  if (record && record.email === null) save({ ...record, email });
};

/**
 * After a login: the /application address of the trip waiting for this account, if any. A trip not yet
 * claimed is this user's only when the login came straight from Start Application (`isFromStart`); any
 * other trip is forgotten, so it never reaches another account signing in later on this browser.
 */
export const pendingTripPathAfterLogin = (email: string, isFromStart: boolean) => {
  const record = readRecord();
  if (!record) return undefined;
  const isTheirs = record.email === null ? isFromStart : isSameEmail(record.email, email);
  if (!isTheirs) {
    clearPendingTripRecord();
    return undefined;
  }
  if (record.email === null) save({ ...record, email });
  const { pathname, search } = applicationLocation(record.trip);
  return `${pathname}${search}`;
};

/** The travel notes waiting for this trip of this account ('' when none). */
export const pendingTravelNotes = (trip: ApplicationTrip, email: string | undefined) => {
  const record = readRecord();
  const isSameTrip =
    record?.trip.fromCountry === trip.fromCountry &&
    record.trip.toCountry === trip.toCountry &&
    record.trip.purpose === trip.purpose;
  const isTheirs = record?.email == null || (email !== undefined && isSameEmail(record.email, email));
  return isSameTrip && isTheirs ? (record.travelNotes ?? '') : '';
};

/** Once the trip's application exists, the trip is no longer waiting. */
export const forgetPendingTrip = clearPendingTripRecord;
