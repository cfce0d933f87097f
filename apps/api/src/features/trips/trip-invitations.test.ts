import type { TripView } from '@visabridge/contract/group-trips';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications, tripInvitations } from '../../db/schema';
import { completeDraft, pdfBytes, useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser, createUser, latestLinkToken, loginAs, uniqueEmail } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';

const review = useReviewTestApp();

const invite = (headers: Headers, trip: TripView, applicationId: string, email: string) =>
  review.api.call('POST', `/api/trips/${trip.id}/travellers/${applicationId}/invitation`, headers, { email });
const accept = (headers: Headers, token: string) =>
  review.api.call('POST', '/api/trips/invitations/accept', headers, { token });

/** A traveller account under `email`, signed in. */
const accountAt = async (email: string) => {
  const user = await createUser(review.test.db, { email });
  return { user, ...(await loginAs(review.test, email)) };
};

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { errors?: { field: string }[] }).errors?.map((error) => error.field) ?? [];

describe('inviting a trip traveller to follow their own application', () => {
  it('lets the invited adult see and act on their own application only, from their own account', async () => {
    const owner = await createSignedInUser(review.test);
    const trip = await tripCalls(review.api).family(owner.headers, savedChild);
    const [chidi, tunde, lena] = trip.travellers;
    if (!chidi || !tunde || !lena) throw new Error('the family is on the trip');
    const email = uniqueEmail('tunde');

    const sent = await invite(owner.headers, trip, tunde.applicationId, email.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Invitation sent to ${email}`);
    const invited = (sent.json().data as TripView).travellers.find(
      (traveller) => traveller.applicationId === tunde.applicationId,
    );
    expect(invited?.invitation).toMatchObject({ email, state: 'sent' });
    const token = await latestLinkToken(review.test.db, email);

    // Someone else signed in cannot take it, and the link stays usable.
    const stranger = await createSignedInUser(review.test);
    const refused = await accept(stranger.headers, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(`sent to ${email}`);

    const tundeAccount = await accountAt(email);
    const accepted = await accept(tundeAccount.headers, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({
      applicationId: tunde.applicationId,
      invitedBy: `${owner.user.firstName} ${owner.user.lastName}`,
    });
    expect((await accept(tundeAccount.headers, token)).statusCode).toBe(400);

    const list = await review.api.call('GET', '/api/applications', tundeAccount.headers);
    expect(list.statusCode).toBe(200);
    expect((list.json().data.items as { id: string }[]).map((item) => item.id)).toEqual([
      tunde.applicationId,
    ]);
    const own = await review.api.call(
      'GET',
      `/api/applications/${tunde.applicationId}`,
      tundeAccount.headers,
    );
    expect(own.statusCode).toBe(200);
    // He uploads to his own draft; his family's applications, the trip and the owner's edits stay out of reach.
    const upload = await review.api.upload(
      tundeAccount.headers,
      { applicationId: tunde.applicationId, type: (own.json().data.requiredDocuments as string[])[0] ?? '' },
      { name: 'passport.pdf', bytes: pdfBytes() },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const removed = await review.api.call(
      'DELETE',
      `/api/documents/${upload.json().data.id}`,
      tundeAccount.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    for (const other of [chidi.applicationId, lena.applicationId])
      expect(
        (await review.api.call('GET', `/api/applications/${other}`, tundeAccount.headers)).statusCode,
      ).toBe(404);
    expect((await review.api.call('GET', `/api/trips/${trip.id}`, tundeAccount.headers)).statusCode).toBe(
      404,
    );
    const edit = await review.api.call(
      'PUT',
      `/api/applications/${tunde.applicationId}`,
      tundeAccount.headers,
      completeDraft(),
    );
    expect(edit.statusCode, edit.body).toBe(404);

    const ownerView = await review.api.call('GET', `/api/trips/${trip.id}`, owner.headers);
    const followed = (ownerView.json().data as TripView).travellers.find(
      (traveller) => traveller.applicationId === tunde.applicationId,
    );
    expect(followed?.invitation).toMatchObject({ email, state: 'accepted' });
    const [stored] = await review.test.db
      .select({ travellerUserId: applications.travellerUserId })
      .from(applications)
      .where(eq(applications.id, tunde.applicationId));
    expect(stored?.travellerUserId).toBe(tundeAccount.user.id);
  });

  it('refuses the owner themself, a minor, the owner’s address, bad input, a quick resend and another account’s trip, sending nothing', async () => {
    const owner = await createSignedInUser(review.test);
    const trip = await tripCalls(review.api).family(owner.headers, savedChild);
    const [chidi, tunde, lena] = trip.travellers;
    if (!chidi || !tunde || !lena) throw new Error('the family is on the trip');
    const email = uniqueEmail('invitee');
    const cases: [string, string, number, string][] = [
      [chidi.applicationId, email, 409, 'email'],
      [lena.applicationId, email, 409, 'email'],
      [tunde.applicationId, owner.user.email, 409, 'email'],
      [tunde.applicationId, 'not-an-address', 400, 'email'],
    ];
    for (const [applicationId, address, status, field] of cases) {
      const response = await invite(owner.headers, trip, applicationId, address);
      expect(response.statusCode, response.body).toBe(status);
      expect(fieldsOf(response.body)).toEqual([field]);
    }
    expect(
      await review.test.db.select().from(tripInvitations).where(eq(tripInvitations.email, email)),
    ).toEqual([]);

    const other = await createSignedInUser(review.test);
    expect((await invite(other.headers, trip, tunde.applicationId, email)).statusCode).toBe(404);
    const otherTrip = await tripCalls(review.api).create(other.headers);
    expect((await invite(other.headers, otherTrip, tunde.applicationId, email)).statusCode).toBe(404);
    const agent = await invite(review.agent.headers, trip, tunde.applicationId, email);
    expect(agent.statusCode).toBe(403);

    expect((await invite(owner.headers, trip, tunde.applicationId, email)).statusCode).toBe(200);
    const again = await invite(owner.headers, trip, tunde.applicationId, uniqueEmail('second'));
    expect(again.statusCode).toBe(429);
    expect(
      await review.test.db
        .select()
        .from(tripInvitations)
        .where(eq(tripInvitations.applicationId, tunde.applicationId)),
    ).toHaveLength(1);

    const bad = await accept(owner.headers, 'not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['token']);
  });

  it('tells the followed traveller what their agent asks, and takes their answer', async () => {
    const owner = await createSignedInUser(review.test);
    const trip = await tripCalls(review.api).submittedFamily(owner.headers, savedChild);
    const tunde = trip.travellers[1];
    if (!tunde) throw new Error('Tunde is on the trip');
    const email = uniqueEmail('tunde');
    expect((await invite(owner.headers, trip, tunde.applicationId, email)).statusCode).toBe(200);
    const account = await accountAt(email);
    expect((await accept(account.headers, await latestLinkToken(review.test.db, email))).statusCode).toBe(
      200,
    );

    const requested = await review.api.call(
      'POST',
      `/api/visa-applications/${tunde.applicationId}/document-requests`,
      review.agent.headers,
      { type: 'Hotel booking' },
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const told = await review.test.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.link, `/applications/${tunde.applicationId}`));
    expect(told.map((notice) => notice.userId)).toContain(account.user.id);
    const answered = await review.api.upload(
      account.headers,
      { applicationId: tunde.applicationId, type: 'Hotel booking' },
      { name: 'hotel.pdf', bytes: pdfBytes() },
    );
    expect(answered.statusCode, answered.body).toBe(201);
  });
});
