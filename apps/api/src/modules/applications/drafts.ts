import type { applicationDraftInput, Purpose } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, applicationStatusHistory } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { visaTypeCode } from '../visa-types/catalog';
import { viewOfApplication } from './views';

type DraftInput = z.output<typeof applicationDraftInput>;

// The sketch's defaults (decision 16), in US cents, used where no policy is curated.
const defaultFees = { baseFee: 6000, processingFee: 1500, serviceFee: 1000, currency: 'USD' };

/** A curated policy's fee replaces the whole default: it is what the destination charges. */
const feesFor = (ctx: AppContext, input: DraftInput) => {
  const policy = ctx.visa.index.policy(input.toCountry, input.purpose as Purpose, input.fromCountry);
  if (!policy) return defaultFees;
  return { baseFee: policy.feeAmount, processingFee: 0, serviceFee: 0, currency: policy.currency };
};

const assertKnownCountries = (ctx: AppContext, input: DraftInput) => {
  for (const field of ['fromCountry', 'toCountry'] as const) {
    if (!ctx.visa.index.country(input[field])) {
      const message = `Unknown country code ${input[field]}`;
      throw new AppError('UNKNOWN_COUNTRY', 400, message, [{ field, message }]);
    }
  }
};

export const createApplication = async ({
  ctx,
  userId,
  input,
}: {
  ctx: AppContext;
  userId: string;
  input: DraftInput;
}) => {
  assertKnownCountries(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({
        ...input,
        userId,
        visaType: input.visaType ?? visaTypeCode(input.toCountry, input.purpose),
        ...feesFor(ctx, input),
      })
      .returning();
    if (!created) throw new Error('application insert returned nothing');
    await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: created.id, toStatus: 'draft', changedBy: userId });
    return created;
  });
  return viewOfApplication(ctx, row);
};

/** The owner's application; another user's id is simply not found (no hint that it exists). */
export const findOwnApplication = async ({
  ctx,
  userId,
  id,
}: {
  ctx: AppContext;
  userId: string;
  id: string;
}) => {
  const [row] = await ctx.db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  if (!row) throw notFound('Application not found');
  return row;
};

export const getApplication = async (options: { ctx: AppContext; userId: string; id: string }) =>
  viewOfApplication(options.ctx, await findOwnApplication(options));

const notDraft = (action: string) =>
  new AppError(
    'APPLICATION_NOT_EDITABLE',
    409,
    `This application has been submitted, so it can no longer be ${action}. Nothing submitted is ever lost.`,
  );

export const updateDraft = async ({
  ctx,
  userId,
  id,
  input,
}: {
  ctx: AppContext;
  userId: string;
  id: string;
  input: DraftInput;
}) => {
  assertKnownCountries(ctx, input);
  const existing = await findOwnApplication({ ctx, userId, id });
  if (existing.status !== 'draft') throw notDraft('edited');
  const [row] = await ctx.db
    .update(applications)
    .set({
      ...input,
      visaType: input.visaType ?? visaTypeCode(input.toCountry, input.purpose),
      ...feesFor(ctx, input),
      updatedAt: new Date(),
    })
    .where(and(eq(applications.id, id), eq(applications.userId, userId), eq(applications.status, 'draft')))
    .returning();
  if (!row) throw notDraft('edited');
  return viewOfApplication(ctx, row);
};

export const deleteDraft = async ({ ctx, userId, id }: { ctx: AppContext; userId: string; id: string }) => {
  const existing = await findOwnApplication({ ctx, userId, id });
  if (existing.status !== 'draft') throw notDraft('deleted');
  await ctx.db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId), eq(applications.status, 'draft')));
};
