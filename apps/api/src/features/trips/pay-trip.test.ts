import { formatMoney } from '@visabridge/contract';
import type { TripView } from '@visabridge/contract/group-trips';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentLines, payments } from '../../db/schema';
import { useReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payThroughApi, testCard } from '../../test/payments';
import { pdfText } from '../../test/pdf-text';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';

const review = useReviewTestApp();

const travellerOf = (trip: TripView, firstName: string) => {
  const traveller = trip.travellers.find((candidate) => candidate.firstName === firstName);
  if (!traveller) throw new Error(`${firstName} is not on the trip`);
  return traveller;
};
const tripOf = async (headers: Record<string, string>, id: string) =>
  (await review.api.call('GET', `/api/trips/${id}`, headers)).json().data as TripView;

describe('one payment for a trip', () => {
  it('charges the travellers who need a visa in one card payment, line by line, and decides each on their own', async () => {
    const me = await createSignedInUser(review.test);
    const trip = await tripCalls(review.api).submittedFamily(me.headers, savedChild);
    const chidi = travellerOf(trip, 'Chidi');
    const tunde = travellerOf(trip, 'Tunde');

    // One traveller alone cannot be paid for: the trip is.
    const alone = await review.api.call('POST', '/api/payments/create-intent', me.headers, {
      applicationId: chidi.applicationId,
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('PART_OF_TRIP');

    // A declined card leaves every traveller unpaid, never half.
    await expect(
      payThroughApi(review.test, me.headers, { tripId: trip.id }, testCard('4000 0000 0000 0002')),
    ).rejects.toThrow(/declined/);
    const declined = await tripOf(me.headers, trip.id);
    expect(declined.travellers.map((traveller) => traveller.paymentState)).toEqual([
      'unpaid',
      'unpaid',
      'not_due',
    ]);

    const paid = await payThroughApi(review.test, me.headers, { tripId: trip.id });
    expect(paid).toMatchObject({ status: 'completed', amount: trip.total.amount });
    expect(trip.total.amount).toBe(chidi.fees.total + tunde.fees.total);
    const lines = await review.test.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paid.id));
    expect(lines.map((line) => [line.traveller, line.amount])).toEqual([
      ['Chidi Okafor', chidi.fees.total],
      ['Tunde Adeyemi', tunde.fees.total],
    ]);
    const after = await tripOf(me.headers, trip.id);
    expect(after.travellers.map((traveller) => traveller.paymentState)).toEqual(['paid', 'paid', 'not_due']);

    // The receipt lists each traveller with their application's reference and amount.
    const receipt = await review.api.call('GET', `/api/payments/${paid.id}/receipt`, me.headers);
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    for (const traveller of [chidi, tunde]) {
      expect(text).toContain(traveller.referenceNumber);
      expect(text).toContain(`${traveller.firstName} ${traveller.lastName}`);
      expect(text).toContain(formatMoney(traveller.fees.total, 'USD'));
    }
    expect(text).not.toContain('Lena');
    expect(text).toContain(formatMoney(trip.total.amount, 'USD'));

    // One approved, one rejected: each case is its own.
    const decide = (id: string, body: object) =>
      review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, body);
    expect((await decide(chidi.applicationId, { status: 'approved' })).statusCode).toBe(200);
    expect(
      (await decide(tunde.applicationId, { status: 'rejected', rejectionReason: 'Travel history too short' }))
        .statusCode,
    ).toBe(200);
    const decided = await tripOf(me.headers, trip.id);
    expect(decided.travellers.map((traveller) => [traveller.firstName, traveller.status])).toEqual([
      ['Chidi', 'approved'],
      ['Tunde', 'rejected'],
      ['Lena', 'draft'],
    ]);

    // A refund for one traveller: more than their line is refused, and nothing is written.
    const tooMuch = await review.api.call('POST', `/api/payments/${paid.id}/refund`, review.admin.headers, {
      applicationId: tunde.applicationId,
      amount: trip.total.amount,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      {
        field: 'amount',
        message: `Tunde Adeyemi's refund is their line of the payment: ${formatMoney(tunde.fees.total, 'USD')}`,
      },
    ]);
    const untouched = await review.test.db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.paymentId, paid.id));
    expect(untouched.every((line) => line.refundedAt === null)).toBe(true);

    const refunded = await review.api.call('POST', `/api/payments/${paid.id}/refund`, review.admin.headers, {
      applicationId: tunde.applicationId,
      amount: tunde.fees.total,
      reason: 'Visa refused',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'completed' });
    expect(refunded.json().data.lines[1]).toMatchObject({
      traveller: 'Tunde Adeyemi',
      refundedAt: expect.any(String),
    });
    const settled = await tripOf(me.headers, trip.id);
    expect(settled.travellers.map((traveller) => traveller.paymentState)).toEqual([
      'paid',
      'refunded',
      'not_due',
    ]);
    const again = await review.api.call('POST', `/api/payments/${paid.id}/refund`, review.admin.headers, {
      applicationId: tunde.applicationId,
    });
    expect(again.statusCode).toBe(409);
    const [payment] = await review.test.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(payment?.status).toBe('completed');
    const refundedReceipt = await pdfText(
      (await review.api.call('GET', `/api/payments/${paid.id}/receipt`, me.headers)).rawPayload,
    );
    expect(refundedReceipt).toMatch(/Refunded on .* for Tunde Adeyemi/);
  });

  it("answers 404 for paying another account's trip, and refuses a refund naming a traveller not on the payment", async () => {
    const owner = await createSignedInUser(review.test);
    const trip = await tripCalls(review.api).submittedFamily(owner.headers, savedChild);
    const other = await createSignedInUser(review.test);
    const intent = await review.api.call('POST', '/api/payments/create-intent', other.headers, {
      tripId: trip.id,
    });
    expect(intent.statusCode).toBe(404);
    const paid = await payThroughApi(review.test, owner.headers, { tripId: trip.id });
    const lena = travellerOf(trip, 'Lena');
    const wrong = await review.api.call('POST', `/api/payments/${paid.id}/refund`, review.admin.headers, {
      applicationId: lena.applicationId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'applicationId', message: 'This payment has no line for that traveller' },
    ]);
    const twice = await review.api.call('POST', '/api/payments/create-intent', owner.headers, {
      tripId: trip.id,
    });
    expect(twice.statusCode).toBe(409);
  });
});
