import { randomUUID } from 'node:crypto';
import { addDays, dayOf } from '@visabridge/contract';
import type { TripView } from '@visabridge/contract/group-trips';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, savedTravellers, trips } from '../../db/schema';
import { useReviewTestApp } from '../../test/applications';
import { createSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { savedChild, savedSpouse } from '../../test/saved-travellers';
import { familyTrip, tripCalls } from '../../test/trips';

const review = useReviewTestApp();
const calls = () => tripCalls(review.api);
const byName = (trip: TripView, firstName: string) => {
  const traveller = trip.travellers.find((candidate) => candidate.firstName === firstName);
  if (!traveller) throw new Error(`${firstName} is not on the trip`);
  return traveller;
};
const tripsOf = async (userId: string) =>
  (await review.test.db.select({ n: count() }).from(trips).where(eq(trips.userId, userId)))[0]?.n;

describe('/api/trips: one trip, several travellers', () => {
  it('answers each traveller for their own passport, charges only those who need something, and submits them together to one agent', async () => {
    const me = await createSignedInUser(review.test);
    const trip = await calls().family(me.headers, savedChild);
    expect(trip.travellers.map((traveller) => traveller.firstName)).toEqual(['Chidi', 'Tunde', 'Lena']);

    const chidi = byName(trip, 'Chidi');
    const lena = byName(trip, 'Lena');
    expect(chidi.answer).toMatchObject({ needsApplication: true, isAdmitted: true });
    expect(lena.answer).toMatchObject({ needsApplication: false, isAdmitted: true });
    expect(lena.answer?.categoryLabel).not.toBe(chidi.answer?.categoryLabel);
    expect(lena.answer?.source).toMatch(/Passport Index/);
    expect(lena).toMatchObject({ isMinor: true, relationship: 'child', fees: { total: 0 } });
    expect(chidi.fees.total).toBeGreaterThan(0);
    expect(trip.total.amount).toBe(chidi.fees.total + byName(trip, 'Tunde').fees.total);

    // Each traveller's application is their own: Lena's checklist is not Chidi's.
    const chidiDraft = await review.api.call('GET', `/api/applications/${chidi.applicationId}`, me.headers);
    expect(chidiDraft.json().data).toMatchObject({ fromCountry: 'NG', toCountry: 'JP', purpose: 'tourist' });
    expect(chidiDraft.json().data.requiredDocuments.length).toBeGreaterThan(0);
    const lenaDraft = await review.api.call('GET', `/api/applications/${lena.applicationId}`, me.headers);
    expect(lenaDraft.json().data.fromCountry).toBe('DE');
    expect(lenaDraft.json().data.requiredDocuments).not.toEqual(chidiDraft.json().data.requiredDocuments);

    // Lena needs nothing: the trip shows her, the lists of applications do not.
    const listed = await review.api.call('GET', '/api/applications?pageSize=50', me.headers);
    expect(
      listed
        .json()
        .data.items.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([chidi.applicationId, byName(trip, 'Tunde').applicationId].sort());
    const counts = await review.api.call('GET', '/api/applications/summary', me.headers);
    expect(counts.json().data).toMatchObject({ total: 2, draft: 2 });

    // A traveller on a trip goes with the trip.
    const alone = await review.api.call(
      'POST',
      `/api/applications/${chidi.applicationId}/submit`,
      me.headers,
    );
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('PART_OF_TRIP');

    for (const name of ['Chidi', 'Tunde']) await calls().complete(me.headers, byName(trip, name));
    const missingGuardian = await review.api.call('POST', `/api/trips/${trip.id}/submit`, me.headers);
    expect(missingGuardian.statusCode).toBe(422);
    expect(missingGuardian.json().errors).toEqual([
      {
        field: 'travellers.2.guardianId',
        message: expect.stringMatching(/^Lena Traveller: choose the parent/),
      },
    ]);
    const guardian = await review.api.call(
      'PUT',
      `/api/trips/${trip.id}/travellers/${lena.applicationId}/guardian`,
      me.headers,
      { guardianId: chidi.applicationId },
    );
    expect(guardian.statusCode, guardian.body).toBe(200);

    const submitted = await review.api.call('POST', `/api/trips/${trip.id}/submit`, me.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe('Trip submitted: 2 travellers waiting for review');
    const view = submitted.json().data as TripView;
    expect(view.submittedAt).not.toBeNull();
    expect(
      view.travellers.map((traveller) => [traveller.firstName, traveller.status, traveller.paymentState]),
    ).toEqual([
      ['Chidi', 'pending', 'unpaid'],
      ['Tunde', 'pending', 'unpaid'],
      ['Lena', 'draft', 'not_due'],
    ]);
    const assigned = await review.test.db
      .select({ agent: applications.assignedAgentId })
      .from(applications)
      .where(eq(applications.tripId, trip.id));
    expect(assigned.map((row) => row.agent).sort()).toEqual(
      [null, review.agent.user.id, review.agent.user.id].sort(),
    );

    // Each traveller's case is decided on its own: one rejected leaves the other open.
    const rejected = await review.api.call(
      'PUT',
      `/api/visa-applications/${byName(view, 'Tunde').applicationId}`,
      review.agent.headers,
      { status: 'rejected', rejectionReason: 'The bank statements do not cover the stay.' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = (await review.api.call('GET', `/api/trips/${trip.id}`, me.headers)).json().data as TripView;
    expect(byName(after, 'Tunde')).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The bank statements do not cover the stay.',
    });
    expect(byName(after, 'Chidi').status).toBe('pending');

    // Submitted: the trip and its travellers no longer change.
    const late = await review.api.call('POST', `/api/trips/${trip.id}/travellers`, me.headers, {
      person: { ...savedChild, passportNumber: 'X99999999' },
    });
    expect(late.statusCode).toBe(409);
    const lateEdit = await review.api.call('PUT', `/api/applications/${lena.applicationId}`, me.headers, {
      fromCountry: 'DE',
      toCountry: 'JP',
    });
    expect(lateEdit.statusCode).toBe(409);
  });

  it('copies a saved traveller: editing the saved person afterwards changes nothing on the trip', async () => {
    const me = await createSignedInUser(review.test);
    const saved = await review.api.call('POST', '/api/saved-travellers', me.headers, savedChild);
    const savedId = saved.json().data.id as string;
    const trip = await calls().create(me.headers);
    const added = await calls().add(me.headers, trip.id, { savedTravellerId: savedId });
    const lena = byName(added, 'Lena');
    const edited = await review.api.call('PUT', `/api/saved-travellers/${savedId}`, me.headers, {
      ...savedChild,
      firstName: 'Helena',
      passportNumber: 'C77777777',
    });
    expect(edited.statusCode).toBe(200);
    const draft = (await review.api.call('GET', `/api/applications/${lena.applicationId}`, me.headers)).json()
      .data;
    expect(draft.personalInfo).toMatchObject({ firstName: 'Lena', passportNumber: 'C01X00T47' });
  });

  it('keeps a submitted traveller as sent when their saved person is edited afterwards', async () => {
    const me = await createSignedInUser(review.test);
    const saved = await review.api.call('POST', '/api/saved-travellers', me.headers, savedSpouse);
    const savedId = saved.json().data.id as string;
    const trip = await calls().create(me.headers);
    const added = await calls().add(me.headers, trip.id, { savedTravellerId: savedId });
    const tunde = byName(added, 'Tunde');
    await calls().complete(me.headers, tunde);
    const submitted = await review.api.call('POST', `/api/trips/${trip.id}/submit`, me.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const before = (
      await review.api.call('GET', `/api/applications/${tunde.applicationId}`, me.headers)
    ).json().data;

    const edited = await review.api.call('PUT', `/api/saved-travellers/${savedId}`, me.headers, {
      ...savedSpouse,
      lastName: 'Okafor',
      passportNumber: 'B99999999',
      nationality: 'GH',
    });
    expect(edited.statusCode).toBe(200);
    const after = (
      await review.api.call('GET', `/api/applications/${tunde.applicationId}`, me.headers)
    ).json().data;
    expect(after.personalInfo).toEqual(before.personalInfo);
    expect(after).toMatchObject({ status: 'pending', fromCountry: 'NG' });
    expect(after.personalInfo).toMatchObject({ lastName: 'Adeyemi', nationality: 'NG' });
  });

  it('refuses bad input with a field message and writes nothing', async () => {
    const me = await createSignedInUser(review.test);
    const badDates = await review.api.call('POST', '/api/trips', me.headers, {
      ...familyTrip(),
      departureDate: '2020-01-01',
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().errors).toContainEqual(
      expect.objectContaining({ field: 'departureDate', message: 'Departure must not be before arrival' }),
    );
    const past = await review.api.call('POST', '/api/trips', me.headers, {
      ...familyTrip(),
      arrivalDate: '2020-01-01',
      departureDate: '2020-01-02',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { field: 'arrivalDate', message: 'Arrival date must not be in the past' },
    ]);
    expect(await tripsOf(me.user.id)).toBe(0);

    const trip = await calls().create(me.headers);
    const empty = await review.api.call('POST', `/api/trips/${trip.id}/submit`, me.headers);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([{ field: 'travellers', message: 'Add at least one traveller' }]);

    await calls().add(me.headers, trip.id, { person: savedChild });
    const twice = await review.api.call('POST', `/api/trips/${trip.id}/travellers`, me.headers, {
      person: { ...savedChild, firstName: 'Anna' },
      save: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'TRAVELLER_EXISTS',
      errors: [
        {
          field: 'person.passportNumber',
          message: expect.stringContaining('Another traveller on this trip'),
        },
      ],
    });
    const neither = await review.api.call('POST', `/api/trips/${trip.id}/travellers`, me.headers, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toContainEqual({
      field: 'savedTravellerId',
      message: 'Choose a saved traveller or enter a new one',
    });
    const travellers = await review.test.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.tripId, trip.id));
    expect(travellers[0]?.n).toBe(1);
    const kept = await review.test.db
      .select({ n: count() })
      .from(savedTravellers)
      .where(eq(savedTravellers.userId, me.user.id));
    expect(kept[0]?.n).toBe(0);

    const nobodyNeeds = await review.api.call('POST', `/api/trips/${trip.id}/submit`, me.headers);
    expect(nobodyNeeds.statusCode).toBe(422);
    expect(nobodyNeeds.json().errors[0].field).toBe('travellers.0.guardianId');
  });

  it('moves every traveller to new trip terms, takes one off, refuses a wrong guardian, and deletes a prepared trip', async () => {
    const me = await createSignedInUser(review.test);
    const trip = await calls().family(me.headers, savedChild);
    const lena = byName(trip, 'Lena');
    const chidi = byName(trip, 'Chidi');

    const moved = await review.api.call('PUT', `/api/trips/${trip.id}`, me.headers, {
      ...familyTrip({
        toCountry: 'GB',
        arrivalDate: addDays(dayOf(), 90),
        departureDate: addDays(dayOf(), 95),
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const draft = (
      await review.api.call('GET', `/api/applications/${chidi.applicationId}`, me.headers)
    ).json().data;
    expect(draft).toMatchObject({
      toCountry: 'GB',
      travelInfo: { plannedArrivalDate: addDays(dayOf(), 90), plannedDepartureDate: addDays(dayOf(), 95) },
    });
    const badMove = await review.api.call('PUT', `/api/trips/${trip.id}`, me.headers, {
      ...familyTrip(),
      toCountry: 'XX',
      purpose: 'holiday',
    });
    expect(badMove.statusCode).toBe(400);
    expect(badMove.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['purpose']),
    );
    const unchanged = (await review.api.call('GET', `/api/trips/${trip.id}`, me.headers)).json().data;
    expect(unchanged.toCountry).toBe('GB');

    // A guardian is an adult on the trip; an adult has none.
    const guardian = (applicationId: string, guardianId: string | null) =>
      review.api.call('PUT', `/api/trips/${trip.id}/travellers/${applicationId}/guardian`, me.headers, {
        guardianId,
      });
    const childAsGuardian = await guardian(chidi.applicationId, lena.applicationId);
    expect(childAsGuardian.statusCode).toBe(400);
    expect(childAsGuardian.json().errors).toEqual([
      {
        field: 'guardianId',
        message: 'Only a traveller under 18 on the arrival date travels with a guardian',
      },
    ]);
    const herself = await guardian(lena.applicationId, lena.applicationId);
    expect(herself.json().errors).toEqual([
      {
        field: 'guardianId',
        message: 'Choose a traveller on this trip who is 18 or over on the arrival date',
      },
    ]);
    const stranger = await guardian(lena.applicationId, randomUUID());
    expect(stranger.statusCode).toBe(400);
    const notUuid = await guardian(lena.applicationId, 'chidi');
    expect(notUuid.json().errors).toEqual([
      { field: 'guardianId', message: 'Guardian must be a traveller on this trip' },
    ]);
    expect(
      (await review.api.call('GET', `/api/trips/${trip.id}`, me.headers)).json().data.travellers[2],
    ).toMatchObject({
      guardianId: null,
    });

    const removed = await review.api.call(
      'DELETE',
      `/api/trips/${trip.id}/travellers/${lena.applicationId}`,
      me.headers,
    );
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as TripView).travellers.map((traveller) => traveller.firstName)).toEqual([
      'Chidi',
      'Tunde',
    ]);
    expect(
      (await review.api.call('GET', `/api/applications/${lena.applicationId}`, me.headers)).statusCode,
    ).toBe(404);
    const again = await review.api.call(
      'DELETE',
      `/api/trips/${trip.id}/travellers/${lena.applicationId}`,
      me.headers,
    );
    expect(again.statusCode).toBe(404);

    expect((await review.api.call('DELETE', `/api/trips/${trip.id}`, me.headers)).statusCode).toBe(200);
    expect(await tripsOf(me.user.id)).toBe(0);
    expect(
      (await review.api.call('GET', `/api/applications/${chidi.applicationId}`, me.headers)).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another account's trip and its travellers, and 403 to every other role", async () => {
    const owner = await createSignedInUser(review.test);
    const trip = await calls().family(owner.headers, savedChild);
    const lena = byName(trip, 'Lena');
    const other = await createSignedInUser(review.test);
    for (const [method, url, body] of [
      ['GET', `/api/trips/${trip.id}`],
      ['PUT', `/api/trips/${trip.id}`, familyTrip()],
      ['DELETE', `/api/trips/${trip.id}`],
      [
        'POST',
        `/api/trips/${trip.id}/travellers`,
        { person: { ...savedChild, passportNumber: 'Z12345678' } },
      ],
      ['DELETE', `/api/trips/${trip.id}/travellers/${lena.applicationId}`],
      ['PUT', `/api/trips/${trip.id}/travellers/${lena.applicationId}/guardian`, { guardianId: null }],
      ['POST', `/api/trips/${trip.id}/submit`],
      ['GET', `/api/applications/${lena.applicationId}`],
    ] as const) {
      const response = await review.api.call(method, url, other.headers, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await review.api.call('GET', '/api/trips', other.headers)).json().data).toEqual([]);
    // An agent not assigned (nothing is assigned yet), a company user, an admin: not their list to read.
    for (const role of ['agent', 'corporate', 'enterprise', 'admin'] as const) {
      const someone = await createSignedInUser(review.test, { role });
      expect((await review.api.call('GET', `/api/trips/${trip.id}`, someone.headers)).statusCode, role).toBe(
        403,
      );
    }
    const stranger = await createSignedInUser(review.test, { role: 'agent' });
    expect(
      (await review.api.call('GET', `/api/applications/${lena.applicationId}`, stranger.headers)).statusCode,
    ).toBe(404);
    const unchanged = await review.api.call('GET', `/api/trips/${trip.id}`, owner.headers);
    expect((unchanged.json().data as TripView).travellers).toHaveLength(3);
  });

  it('are in the account data export and go with the account, travellers and all', async () => {
    const me = await createSignedInUser(review.test);
    const trip = await calls().family(me.headers, savedChild);
    const exported = (await review.api.call('GET', '/api/auth/profile/export', me.headers)).json();
    expect(exported.trips).toEqual([
      expect.objectContaining({ id: trip.id, toCountry: 'JP', notes: 'Cherry blossom week' }),
    ]);
    expect(exported.applications.filter((row: { tripId: string }) => row.tripId === trip.id)).toHaveLength(3);
    const deleted = await review.api.call('DELETE', '/api/auth/profile', me.headers, {
      password: DEFAULT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await tripsOf(me.user.id)).toBe(0);
    const left = await review.test.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.tripId, trip.id));
    expect(left[0]?.n).toBe(0);
  });
});
