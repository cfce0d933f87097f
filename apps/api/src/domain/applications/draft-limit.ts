import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, trips } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * 409 when the account already has as many applications in preparation as `DRAFTS_PER_ACCOUNT` allows (its
 * drafts, on its own or on a trip not yet submitted): one account cannot grow without end and slow its own
 * lists and everyone's database. A trip's traveller who needed nothing stays a draft once the trip is sent,
 * and does not count.
 */
export const refusePastDraftLimit = async (db: Db, userId: string, limit: number) => {
  const [{ drafts } = { drafts: 0 }] = await db
    .select({ drafts: count() })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.status, 'draft'),
        or(
          isNull(applications.tripId),
          sql`${applications.tripId} in (select ${trips.id} from ${trips} where ${trips.submittedAt} is null)`,
        ),
      ),
    );
  if (drafts >= limit)
    throw conflict(
      'TOO_MANY_DRAFTS',
      `You have ${drafts} applications in preparation, the most one account may have. Submit or delete some before starting another.`,
    );
};
