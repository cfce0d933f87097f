import type { applicationDraftInput, InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, applicationStatusHistory } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import { applicationFeesOf } from '../../domain/visa/application-fees';
import { checkRequirements, plannedTripDates } from '../../domain/visa/check-requirements';
import { findCountry } from '../../domain/visa/find-country';
import { visaTypeCode } from '../../domain/visa-types/catalog';
import { checklistColumnsOf } from '../../domain/applications/checklist-columns';
import { refusePastDraftLimit } from '../../domain/applications/draft-limit';
import { findOwnApplication, findVisibleApplication, type Viewer } from '../../domain/applications/access';
import { viewOfApplication } from '../../domain/applications/views';
import {
  findOwnTrip,
  refuseSharedPassport,
  tripSubmitted,
  withTripTerms,
} from '../../domain/applications/trip-terms';

type DraftInput = z.output<typeof applicationDraftInput>;

/**
 * The stored columns for a draft: its input, visa type, fees, and the document checklist of the
 * requirements check for its corridor on its trip's dates (which also refuses unknown countries with 400, as does the
 * nationality check). The checklist is stored in English on purpose: its items are the document types uploads
 * are filed under and matched against (documents.type, the submit check, staff counts), so they must not change
 * with the language of whoever saved the draft last.
 */
export const draftColumns = (ctx: AppContext, input: DraftInput) => {
  const { nationality } = input.personalInfo;
  if (nationality) findCountry(ctx.visa.index, nationality, 'personalInfo.nationality');
  const dates = plannedTripDates(input.travelInfo);
  const requirements = checkRequirements(ctx.visa.index, ctx.config.fees, { ...input, ...dates });
  return {
    ...input,
    visaType: input.visaType ?? visaTypeCode(input.toCountry, input.purpose),
    ...checklistColumnsOf(requirements, {
      dateOfBirth: input.personalInfo.dateOfBirth,
      arrival: dates.travelDate,
    }),
    ...applicationFeesOf(requirements, ctx.config.fees),
    // The platform's fees are there exactly when there is a visa, an e-visa or an eTA to apply for.
    needsApplication: requirements.fees !== null,
  };
};

/** An application as anyone who may see it reads it (its applicant, company, employee or staff). */
export const getVisibleApplication = async (
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  language: InterfaceLanguage,
) => viewOfApplication(ctx, await findVisibleApplication(ctx, viewer, id), language);

export const getApplication = async (
  ctx: AppContext,
  userId: string,
  id: string,
  language: InterfaceLanguage,
) => viewOfApplication(ctx, await findOwnApplication(ctx, userId, id), language);

export const createApplication = async (
  ctx: AppContext,
  userId: string,
  input: DraftInput,
  language: InterfaceLanguage,
) => {
  const columns = draftColumns(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    await refusePastDraftLimit(tx, userId, ctx.config.draftsPerAccount);
    const [created] = await tx
      .insert(applications)
      .values({ ...columns, userId })
      .returning({ id: applications.id });
    if (!created) throw new Error('application insert returned nothing');
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: created.id, toStatus: 'draft', changedBy: userId });
    return created.id;
  });
  return getApplication(ctx, userId, id, language);
};

export const notDraft = (action: string) =>
  new AppError(
    'APPLICATION_NOT_EDITABLE',
    409,
    `This application has been submitted, so it can no longer be ${action}. Nothing submitted is ever lost.`,
  );

/**
 * The owner's draft, or 404 (not theirs) / 409 (no longer a draft, or on a trip already submitted), with its
 * trip when it is a traveller's on one.
 */
export const findOwnDraft = async (ctx: AppContext, userId: string, id: string, action: string) => {
  const existing = await findOwnApplication(ctx, userId, id);
  if (existing.status !== 'draft') throw notDraft(action);
  const trip = existing.tripId ? await findOwnTrip(ctx.db, userId, existing.tripId) : undefined;
  if (trip?.submittedAt) throw tripSubmitted(trip);
  return { ...existing, trip };
};

const ownDraft = (userId: string, id: string) =>
  and(eq(applications.id, id), eq(applications.userId, userId), eq(applications.status, 'draft'));

/** Saves a draft; a trip's traveller keeps the trip's destination, purpose and dates, and a passport of their own. */
export const updateDraft = async (
  ctx: AppContext,
  userId: string,
  id: string,
  input: DraftInput,
  language: InterfaceLanguage,
) => {
  const { trip } = await findOwnDraft(ctx, userId, id, 'edited');
  if (trip)
    await refuseSharedPassport(
      ctx.db,
      trip.id,
      { number: input.personalInfo.passportNumber, field: 'personalInfo.passportNumber' },
      id,
    );
  const columns = draftColumns(ctx, trip ? withTripTerms(trip, input) : input);
  const [row] = await ctx.db
    .update(applications)
    .set({ ...columns, updatedAt: new Date() })
    .where(ownDraft(userId, id))
    .returning({ id: applications.id });
  if (!row) throw notDraft('edited');
  return getApplication(ctx, userId, id, language);
};

export const deleteDraft = async (ctx: AppContext, userId: string, id: string) => {
  await findOwnDraft(ctx, userId, id, 'deleted');
  const removed = await ctx.db
    .delete(applications)
    .where(ownDraft(userId, id))
    .returning({ id: applications.id });
  if (removed.length === 0) throw notDraft('deleted');
};
