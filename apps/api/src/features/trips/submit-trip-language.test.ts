import type { TripView } from '@visabridge/contract/group-trips';
import { describe, expect, it } from 'vitest';
import { useReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';

// Every language offered, as by default.
const review = useReviewTestApp();
const calls = () => tripCalls(review.api);
const idOf = (trip: TripView, firstName: string) =>
  trip.travellers.find((traveller) => traveller.firstName === firstName)?.applicationId ?? '';

describe('submitting a trip in the reader’s language', () => {
  it('names what stands in the way of each traveller, and the submission, in Spanish; English as before', async () => {
    const me = await createSignedInUser(review.test);
    const trip = await calls().family(me.headers, savedChild);
    for (const traveller of trip.travellers.slice(0, 2)) await calls().complete(me.headers, traveller);
    const spanish = { ...me.headers, 'accept-language': 'es' };
    const submit = (headers: Record<string, string>) =>
      review.api.call('POST', `/api/trips/${trip.id}/submit`, headers);

    const refused = await submit(spanish);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'travellers.2.guardianId',
        message: 'Lena Traveller: elija al progenitor o tutor que viaja con esta persona (18 años o más)',
      },
    ]);
    expect((await submit(me.headers)).json().errors[0].message).toBe(
      'Lena Traveller: choose the parent or guardian travelling with them (18 or over)',
    );

    const guardian = await review.api.call(
      'PUT',
      `/api/trips/${trip.id}/travellers/${idOf(trip, 'Lena')}/guardian`,
      me.headers,
      { guardianId: idOf(trip, 'Chidi') },
    );
    expect(guardian.statusCode, guardian.body).toBe(200);
    const submitted = await submit(spanish);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe('Viaje presentado: 2 viajeros en espera de revisión');
  });

  it('names a traveller’s missing details and documents in the reader’s language', async () => {
    const me = await createSignedInUser(review.test);
    const trip = await calls().family(me.headers, savedChild);
    const refused = await review.api.call('POST', `/api/trips/${trip.id}/submit`, {
      ...me.headers,
      'accept-language': 'es',
    });
    expect(refused.statusCode).toBe(422);
    const messages: string[] = refused.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toContain('Chidi Okafor: El sexo es obligatorio');
    expect(messages.filter((message) => message.startsWith('Chidi Okafor: Suba: ')).length).toBeGreaterThan(
      0,
    );
    expect(messages.join('\n')).not.toMatch(/\b(Upload|is required)\b/);
  });
});
