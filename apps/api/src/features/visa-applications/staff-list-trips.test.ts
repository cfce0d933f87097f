import type { TripView } from '@visabridge/contract/group-trips';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';

const review = useReviewTestApp();

type Row = {
  id: string;
  clientName: string;
  tripReference: string | null;
  tripTravellerCount: number | null;
};

const listed = async (headers: Headers, search: string) => {
  const response = await review.api.call(
    'GET',
    `/api/visa-applications/list?pageSize=100&search=${encodeURIComponent(search)}`,
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as Row[]).map(
    ({ id, clientName, tripReference, tripTravellerCount }) => ({
      id,
      clientName,
      tripReference,
      tripTravellerCount,
    }),
  );
};

/** Each row the list shows for the trip's travellers, by name. */
const byName = (rows: Awaited<ReturnType<typeof listed>>) =>
  rows.map((row) => [row.clientName, row.tripTravellerCount]).sort();

const applyingOf = (trip: TripView) =>
  trip.travellers.filter((traveller) => traveller.answer?.needsApplication);

describe('staff list rows of a trip', () => {
  it("count on each traveller's row the trip's travellers the agent has, and nothing for a case on its own", async () => {
    const family = await createSignedInUser(review.test);
    // Lena on a Nigerian passport needs a visa too: three travellers go to the agent.
    const trip = await tripCalls(review.api).submittedFamily(family.headers, {
      ...savedChild,
      nationality: 'NG',
    });
    expect(applyingOf(trip)).toHaveLength(3);
    const solo = await review.api.submitted((await createSignedInUser(review.test)).headers);

    const expected = [
      ['Chidi Okafor', 3],
      ['Lena Traveller', 3],
      ['Tunde Adeyemi', 3],
    ];
    expect(byName(await listed(review.agent.headers, trip.referenceNumber))).toEqual(expected);
    expect(byName(await listed(review.admin.headers, trip.referenceNumber))).toEqual(expected);

    for (const headers of [review.agent.headers, review.admin.headers])
      expect(await listed(headers, solo.referenceNumber)).toEqual([
        expect.objectContaining({ id: solo.id, tripReference: null, tripTravellerCount: null }),
      ]);
  });

  it("never counts or lists the trip's travellers given to another agent, nor those who need no visa", async () => {
    const family = await createSignedInUser(review.test);
    // Lena (German passport) needs no visa: her draft is never submitted, so never counted.
    const trip = await tripCalls(review.api).submittedFamily(family.headers, savedChild);
    const [chidi, tunde] = applyingOf(trip);
    if (!chidi || !tunde) throw new Error('two travellers need a visa');

    const other = await createSignedInUser(review.test, { role: 'agent' });
    const moved = await review.api.call(
      'PUT',
      `/api/visa-applications/${tunde.applicationId}/assignment`,
      review.admin.headers,
      { agentId: other.user.id },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed(other.headers, trip.referenceNumber)).toEqual([
      {
        id: tunde.applicationId,
        clientName: 'Tunde Adeyemi',
        tripReference: trip.referenceNumber,
        tripTravellerCount: 1,
      },
    ]);
    // Later submissions in this file still go to the review agent.
    await review.test.db.update(users).set({ status: 'inactive' }).where(eq(users.id, other.user.id));

    expect(await listed(review.agent.headers, trip.referenceNumber)).toEqual([
      {
        id: chidi.applicationId,
        clientName: 'Chidi Okafor',
        tripReference: trip.referenceNumber,
        tripTravellerCount: 1,
      },
    ]);
    expect(byName(await listed(review.admin.headers, trip.referenceNumber))).toEqual([
      ['Chidi Okafor', 2],
      ['Tunde Adeyemi', 2],
    ]);
  });
});
