import type { createConsultationInput } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { consultations, countries } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { fieldError } from '../../lib/errors';
import { viewConsultation, type ConsultationActor } from './access';

/** Books a consultation for the user; it waits in the admins' unassigned queue for an agent. */
export const bookConsultation = async (
  ctx: AppContext,
  user: ConsultationActor,
  input: z.output<typeof createConsultationInput>,
) => {
  if (input.destination) {
    const [known] = await ctx.db
      .select({ code: countries.code })
      .from(countries)
      .where(and(eq(countries.code, input.destination), eq(countries.isActive, true)));
    if (!known) {
      const message = `Unknown country code ${input.destination}`;
      throw fieldError({ code: 'UNKNOWN_COUNTRY', field: 'destination', message });
    }
  }
  const preferredTimes = input.preferredTimes
    .map((time) => new Date(time))
    .sort((first, second) => first.getTime() - second.getTime())
    .map((time) => time.toISOString());
  const [created] = await ctx.db
    .insert(consultations)
    .values({
      userId: user.id,
      topic: input.topic,
      destination: input.destination ?? null,
      preferredTimes,
      notes: input.notes ?? null,
    })
    .returning({ id: consultations.id });
  if (!created) throw new Error('consultation insert returned nothing');
  return viewConsultation(ctx, user, created.id);
};
