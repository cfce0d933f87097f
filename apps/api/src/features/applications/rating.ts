import type { ratingInput, RatingView } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { applicationRatings } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';
import { findOwnApplication } from '../../domain/applications/access';

const toRatingView = (row: typeof applicationRatings.$inferSelect): RatingView => ({
  applicationId: row.applicationId,
  rating: row.rating,
  comment: row.comment,
  publicConsent: row.publicConsent,
  createdAt: row.updatedAt.toISOString(),
});

/** The owner's rating of their application, or null before they gave one. */
export const findRating = async (ctx: AppContext, userId: string, id: string) => {
  await findOwnApplication(ctx, userId, id);
  const [row] = await ctx.db
    .select()
    .from(applicationRatings)
    .where(eq(applicationRatings.applicationId, id));
  return row ? toRatingView(row) : null;
};

/** The owner rates how a decided application was handled (1-5); rating again replaces the rating. */
export const rateApplication = async (
  ctx: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof ratingInput>,
) => {
  const application = await findOwnApplication(ctx, userId, id);
  if (application.status !== 'approved' && application.status !== 'rejected')
    throw new AppError(
      'APPLICATION_NOT_DECIDED',
      409,
      'You can rate an application once it has been decided.',
    );
  const values = {
    rating: input.rating,
    comment: input.comment || null,
    publicConsent: input.publicConsent,
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(applicationRatings)
    .values({ applicationId: id, ...values })
    .onConflictDoUpdate({ target: applicationRatings.applicationId, set: values })
    .returning();
  if (!row) throw new Error('rating upsert returned nothing');
  return toRatingView(row);
};
