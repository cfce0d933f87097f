import type { APIRequestContext } from '@playwright/test';
import { uploadPdf } from './applications';
import { dayFromToday } from './corporate';
import { bearer, expect } from './fixtures';
import type { Person } from './travellers';

/** The account holder of the family trips: a Nigerian passport holder, travelling to Japan. */
export const chidi: Person = {
  first: 'Chidi',
  last: 'Okafor',
  relationship: 'Myself',
  born: '1988-02-14',
  country: 'Nigeria',
  passport: 'A07264519',
};

/** What the tests read of a traveller on a trip (`GET /api/trips/{id}`). */
export type TripTraveller = {
  applicationId: string;
  referenceNumber: string;
  firstName: string;
  fees: { total: number };
  answer: { needsApplication: boolean } | null;
};

/** The rest of a Nigerian traveller's application to Japan (address, emergency contact, documents), as the wizard would save it. */
export const completeApplication = async (
  request: APIRequestContext,
  token: string,
  traveller: TripTraveller,
  person: Person,
) => {
  const saved = await request.put(`/api/applications/${traveller.applicationId}`, {
    headers: bearer(token),
    data: {
      fromCountry: 'NG',
      toCountry: 'JP',
      purpose: 'tourist',
      personalInfo: {
        firstName: person.first,
        lastName: person.last,
        dateOfBirth: person.born,
        nationality: 'NG',
        gender: 'female',
        phoneNumber: '+234 803 555 0101',
        email: 'okafor.family@example.com',
        address: { street: '12 Marina Road', city: 'Lagos', country: 'Nigeria' },
        passportNumber: person.passport,
        passportExpiryDate: dayFromToday(5 * 365),
      },
      travelInfo: { accommodationAddress: 'Hotel Gracery, Shinjuku, Tokyo' },
      emergencyContact: { name: 'Ngozi Okafor', relationship: 'Sister', phoneNumber: '+234 803 555 0102' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { requiredDocuments } = ((await saved.json()) as { data: { requiredDocuments: string[] } }).data;
  for (const type of requiredDocuments) await uploadPdf(request, token, traveller.applicationId, type);
};

type TripView = { id: string; referenceNumber: string; travellers: TripTraveller[] };

const tripOf = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: TripView }).data;
};

type TripMember = { person: Person; relationship: string };

/**
 * A holiday in Japan two months ahead being prepared through the API, with these Nigerian travellers (each
 * with who they are to the account holder, e.g. 'self', 'spouse'), in the order given.
 */
export const createPreparedTrip = async (
  request: APIRequestContext,
  token: string,
  members: TripMember[],
) => {
  const headers = bearer(token);
  let trip = await tripOf(
    await request.post('/api/trips', {
      headers,
      data: {
        toCountry: 'JP',
        purpose: 'tourist',
        arrivalDate: dayFromToday(60),
        departureDate: dayFromToday(67),
      },
    }),
    201,
  );
  for (const { person, relationship } of members) {
    const added = await request.post(`/api/trips/${trip.id}/travellers`, {
      headers,
      data: {
        person: {
          firstName: person.first,
          lastName: person.last,
          dateOfBirth: person.born,
          nationality: 'NG',
          passportNumber: person.passport,
          passportExpiry: dayFromToday(5 * 365),
          relationship,
        },
      },
    });
    trip = await tripOf(added, 201);
  }
  return trip;
};

/** The same trip with everyone's application complete, submitted together through the API. */
export const createSubmittedTrip = async (
  request: APIRequestContext,
  token: string,
  members: TripMember[],
) => {
  const trip = await createPreparedTrip(request, token, members);
  for (const [index, traveller] of trip.travellers.entries()) {
    const member = members[index];
    if (member && traveller.answer?.needsApplication)
      await completeApplication(request, token, traveller, member.person);
  }
  return tripOf(await request.post(`/api/trips/${trip.id}/submit`, { headers: bearer(token) }), 200);
};
