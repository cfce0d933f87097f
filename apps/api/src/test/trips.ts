import { addDays, dayOf } from '@visabridge/contract';
import type { TripInput, TripTravellerView, TripView } from '@visabridge/contract/group-trips';
import { expect } from 'vitest';
import { completeDraft, type ApplicationCalls, type Headers } from './applications';
import { savedSpouse } from './saved-travellers';

/** A family holiday in Japan, two months ahead, for a week. */
export const familyTrip = (change: Partial<TripInput> = {}) =>
  ({
    toCountry: 'JP',
    purpose: 'tourist',
    arrivalDate: addDays(dayOf(), 60),
    departureDate: addDays(dayOf(), 67),
    notes: 'Cherry blossom week',
    ...change,
  }) satisfies TripInput;

/** The account holder: a Nigerian passport holder, like their husband. */
export const selfPerson = {
  firstName: 'Chidi',
  lastName: 'Okafor',
  dateOfBirth: '1988-02-14',
  nationality: 'NG',
  passportNumber: 'A1234567',
  passportExpiry: addDays(dayOf(), 6 * 365),
  relationship: 'self',
} as const;

/** The calls that build a trip with its travellers, over `api`'s requests. */
export const tripCalls = (api: ApplicationCalls) => {
  const create = async (headers: Headers, trip: TripInput = familyTrip()) => {
    const response = await api.call('POST', '/api/trips', headers, trip);
    expect(response.statusCode).toBe(201);
    return response.json().data as TripView;
  };
  const add = async (headers: Headers, tripId: string, traveller: object) => {
    const response = await api.call('POST', `/api/trips/${tripId}/travellers`, headers, traveller);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as TripView;
  };
  /** Fills in everything the traveller's own application needs and uploads its checklist. */
  const complete = async (headers: Headers, traveller: TripTravellerView) => {
    const draft = completeDraft();
    const response = await api.call('PUT', `/api/applications/${traveller.applicationId}`, headers, {
      ...draft,
      personalInfo: {
        ...draft.personalInfo,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        dateOfBirth: traveller.dateOfBirth,
        nationality: traveller.nationality,
        passportNumber: `${traveller.firstName.slice(0, 1)}${traveller.dateOfBirth?.replaceAll('-', '')}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await api.uploadRequired(headers, response.json().data);
  };
  /** The Okafors' trip to Japan: Chidi and Tunde (Nigerian passports) with Lena (10, German passport). */
  const family = async (headers: Headers, child: object) => {
    const trip = await create(headers);
    await add(headers, trip.id, { person: selfPerson });
    await add(headers, trip.id, { person: savedSpouse });
    return add(headers, trip.id, { person: child });
  };
  /** The family's trip, everyone who needs a visa complete, Lena travelling with Chidi, submitted. */
  const submittedFamily = async (headers: Headers, child: object) => {
    const trip = await family(headers, child);
    const [chidi, , lena] = trip.travellers;
    if (!chidi || !lena) throw new Error('the family is not on the trip');
    for (const traveller of trip.travellers)
      if (traveller.answer?.needsApplication) await complete(headers, traveller);
    const guardian = await api.call(
      'PUT',
      `/api/trips/${trip.id}/travellers/${lena.applicationId}/guardian`,
      headers,
      {
        guardianId: chidi.applicationId,
      },
    );
    expect(guardian.statusCode, guardian.body).toBe(200);
    const submitted = await api.call('POST', `/api/trips/${trip.id}/submit`, headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return submitted.json().data as TripView;
  };
  return { create, add, complete, family, submittedFamily };
};
