import { parseCsv } from '@visabridge/contract';
import type { TripView } from '@visabridge/contract/group-trips';
import { describe, expect, it } from 'vitest';
import { useReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';

const review = useReviewTestApp();

type Row = { id: string; referenceNumber: string; tripReference: string | null; clientName: string };

describe('staff and a trip', () => {
  it("give the trip's travellers to one agent, and show and find the trip's reference beside each", async () => {
    const me = await createSignedInUser(review.test);
    const trip: TripView = await tripCalls(review.api).submittedFamily(me.headers, savedChild);
    const applying = trip.travellers.filter((traveller) => traveller.answer?.needsApplication);
    const ids = applying.map((traveller) => traveller.applicationId).sort();

    const agentList = await review.api.call(
      'GET',
      '/api/visa-applications/list?pageSize=100',
      review.agent.headers,
    );
    const mine = (agentList.json().data.items as Row[]).filter(
      (row) => row.tripReference === trip.referenceNumber,
    );
    expect(mine.map((row) => row.id).sort()).toEqual(ids);

    const found = await review.api.call(
      'GET',
      `/api/visa-applications/list?search=${trip.referenceNumber.toLowerCase()}`,
      review.admin.headers,
    );
    const rows = found.json().data.items as Row[];
    expect(rows.map((row) => row.id).sort()).toEqual(ids);
    expect(rows.map((row) => row.clientName).sort()).toEqual(['Chidi Okafor', 'Tunde Adeyemi']);

    const csv = await review.api.call(
      'GET',
      `/api/visa-applications/export.csv?search=${trip.referenceNumber}`,
      review.admin.headers,
    );
    const [header, ...lines] = parseCsv(csv.body).map((row) => row.cells);
    expect(header?.slice(0, 2)).toEqual(['Reference', 'Trip']);
    expect(lines.map((line) => line[1])).toEqual([trip.referenceNumber, trip.referenceNumber]);

    // The agent's case names the others on the trip they work.
    const [first, second] = applying;
    if (!first || !second) throw new Error('two travellers need a visa');
    const detail = await review.api.call(
      'GET',
      `/api/visa-applications/${first.applicationId}`,
      review.agent.headers,
    );
    expect(detail.json().data).toMatchObject({
      trip: { id: trip.id, reference: trip.referenceNumber },
      tripTravellers: [
        {
          id: second.applicationId,
          referenceNumber: second.referenceNumber,
          name: 'Tunde Adeyemi',
          status: 'pending',
        },
      ],
    });

    // An agent the trip was not given to sees none of its travellers.
    const stranger = await createSignedInUser(review.test, { role: 'agent' });
    for (const id of ids)
      expect(
        (await review.api.call('GET', `/api/visa-applications/${id}`, stranger.headers)).statusCode,
      ).toBe(404);
    const strangerList = await review.api.call('GET', '/api/visa-applications/list', stranger.headers);
    expect((strangerList.json().data.items as Row[]).map((row) => row.tripReference)).not.toContain(
      trip.referenceNumber,
    );
  });
});
