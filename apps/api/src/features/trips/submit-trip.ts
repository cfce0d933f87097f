import { formatDateIn, type InterfaceLanguage } from '@visabridge/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trips } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import type { ApplicationDetailsRow } from '../../domain/applications/application-rows';
import { tripReferenceOf, type TripRow } from '../../domain/applications/trip-terms';
import { destinationNameOf } from '../../domain/applications/views';
import { leastLoadedAgent } from '../../domain/applications/hand-to-agent';
import { findReader } from '../../domain/email/find-reader';
import { queueEmail } from '../../domain/email/outbox';
import { notify, textsOf } from '../../domain/notifications/notify';
import { conflict } from '../../lib/errors';
import { incomplete, markSubmitted, submissionProblemsOf } from '../applications/submit';
import { tripSubmittedEmail } from './trip-submitted-email';
import { tripSubmittedNotice } from './trip-submitted-notice';
import { ownDraftTrip, refreshTravellers } from './trips';
import { answerFor, isMinorOnTrip, travellerNameOf, travellerRowsOf, tripViewOf } from './trip-views';
import { readerLocaleOf } from '../../lib/reader-locale';
import { messageIn } from '../../lib/message-language';

type Problem = { field: string; message: string };

/**
 * What stands in the way of one traveller, each field named under `travellers.<position>`, in `language`: each
 * problem is written in it before it is put after the traveller's name.
 */
const travellerProblems = (
  ctx: AppContext,
  trip: TripRow,
  row: ApplicationDetailsRow,
  position: number,
  adults: Set<string>,
  language: InterfaceLanguage,
): Problem[] => {
  const name = travellerNameOf(row);
  const under = (problem: Problem) => ({
    field: `travellers.${position}.${problem.field}`,
    message: `${name}: ${messageIn(language, problem.message)}`,
  });
  const answer = row.fromCountry ? answerFor(ctx, trip, row.fromCountry, language) : null;
  if (!answer)
    return [
      under({
        field: 'personalInfo.nationality',
        message:
          'our data has no answer for this passport on this trip; check with the embassy before travelling',
      }),
    ];
  if (!answer.isAdmitted)
    return [
      under({
        field: 'personalInfo.nationality',
        message: `${answer.fromCountry.name} passport holders are not admitted to ${answer.toCountry.name} (${answer.categoryLabel})`,
      }),
    ];
  const problems: Problem[] = [];
  if (isMinorOnTrip(trip, row) && !(row.guardianId && adults.has(row.guardianId)))
    problems.push({
      field: 'guardianId',
      message: 'choose the parent or guardian travelling with them (18 or over)',
    });
  if (row.needsApplication) problems.push(...submissionProblemsOf(ctx, row, language));
  return problems.map(under);
};

/**
 * Submits a trip: every traveller is checked for their own passport on the trip's dates (422 listing what is
 * missing, traveller by traveller); those who need a visa, an e-visa or an eTA are submitted together and handed
 * to one agent, and those who need nothing are shown so and neither submitted nor charged.
 */
export const submitTrip = async (
  ctx: AppContext,
  userId: string,
  id: string,
  language: InterfaceLanguage = 'en',
) => {
  const { trip, submitted } = await ctx.db.transaction(async (tx) => {
    const draftTrip = await ownDraftTrip(tx, userId, id);
    await refreshTravellers(tx, ctx, draftTrip);
    const rows = await travellerRowsOf(tx, draftTrip.id);
    if (rows.length === 0) throw incomplete([{ field: 'travellers', message: 'Add at least one traveller' }]);
    const adults = new Set(rows.filter((row) => !isMinorOnTrip(draftTrip, row)).map((row) => row.id));
    const problems = rows.flatMap((row, position) =>
      travellerProblems(ctx, draftTrip, row, position, adults, language),
    );
    if (problems.length > 0) throw incomplete(problems);
    const applying = rows.filter((row) => row.needsApplication);
    if (applying.length === 0)
      throw conflict(
        'NO_VISA_NEEDED',
        'No one on this trip needs a visa or a travel authorisation for these dates: there is nothing to submit.',
        'travellers',
      );
    const [marked] = await tx
      .update(trips)
      .set({ submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(trips.id, id), isNull(trips.submittedAt)))
      .returning();
    if (!marked) throw new Error('trip submit returned nothing');
    // The agent who gets the trip gets every traveller on it.
    const agentId = await leastLoadedAgent(tx);
    for (const row of applying) await markSubmitted(tx, ctx, userId, row, agentId);
    await tellOwner(tx, ctx, userId, marked, applying);
    return { trip: marked, submitted: applying.length };
  });
  ctx.wakeMailer();
  return { view: await tripViewOf(ctx, trip, language), submitted };
};

/** The owner hears, in the bell and by email, in their language, that the trip is in and who waits for review. */
const tellOwner = async (
  tx: Db,
  ctx: AppContext,
  userId: string,
  trip: TripRow,
  applying: ApplicationDetailsRow[],
) => {
  const offered = ctx.config.interfaceLanguages;
  const facts = {
    reference: tripReferenceOf(trip.id),
    destination: { code: trip.toCountry, name: destinationNameOf(ctx, trip.toCountry) },
    names: applying.map(travellerNameOf),
  };
  const link = `/trips/${trip.id}`;
  await notify(tx, offered, {
    userId,
    text: textsOf(tripSubmittedNotice, facts),
    type: 'success',
    category: 'application_update',
    link,
  });
  const owner = await findReader(tx, userId);
  if (owner)
    await queueEmail(
      tx,
      tripSubmittedEmail(owner, offered, {
        ...facts,
        arrival: formatDateIn(
          readerLocaleOf(owner.interfaceLanguage, owner.region, offered),
          trip.arrivalDate,
          'long',
        ),
        link: `${ctx.config.publicUrl}${link}`,
      }),
    );
};
