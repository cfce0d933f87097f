import { successRateMinimum, type PlatformStatsView, type SiteInfoView } from '@visabridge/contract';
import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { SupportSettings } from '../../config';
import { applicationRatings, applications, countries, users } from '../../db/schema';
import type { Db } from '../../db/client';

const testimonialCount = 3;

/** Approved applications as a whole percentage of decided ones; null while too few are decided to say. */
export const successFigures = async (db: Db) => {
  const rows = await db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(inArray(applications.status, ['approved', 'rejected']))
    .groupBy(applications.status);
  const approved = rows.find((row) => row.status === 'approved')?.total ?? 0;
  const decided = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    decidedApplications: decided,
    successRate: decided >= successRateMinimum ? Math.round((approved / decided) * 100) : null,
  };
};

/** The mean of every rating, and the newest commented ones whose authors agreed to show them. */
export const ratingFigures = async (
  db: Db,
): Promise<Pick<PlatformStatsView, 'averageRating' | 'ratings' | 'testimonials'>> => {
  const [[summary], shown] = await Promise.all([
    db
      .select({ total: count(), mean: sql<string | null>`avg(${applicationRatings.rating})` })
      .from(applicationRatings),
    db
      .select({
        rating: applicationRatings.rating,
        comment: applicationRatings.comment,
        firstName: users.firstName,
        lastName: users.lastName,
        destination: countries.name,
        ratedAt: applicationRatings.updatedAt,
      })
      .from(applicationRatings)
      .innerJoin(applications, eq(applications.id, applicationRatings.applicationId))
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(countries, eq(countries.code, applications.toCountry))
      .where(
        and(
          eq(applicationRatings.publicConsent, true),
          isNotNull(applicationRatings.comment),
          ne(applicationRatings.comment, ''),
          sql`${users.deletedAt} is null`,
        ),
      )
      .orderBy(desc(applicationRatings.updatedAt))
      .limit(testimonialCount),
  ]);
  const ratings = summary?.total ?? 0;
  return {
    ratings,
    averageRating: ratings > 0 && summary?.mean ? Math.round(Number(summary.mean) * 10) / 10 : null,
    testimonials: shown.map((row) => ({
      rating: row.rating,
      comment: row.comment ?? '',
      name: `${row.firstName} ${row.lastName.slice(0, 1)}.`,
      destination: row.destination,
      ratedAt: row.ratedAt.toISOString(),
    })),
  };
};

const networkOf = (url: string): SiteInfoView['social'][number]['network'] => {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (host === 'facebook.com') return 'facebook';
  if (host === 'x.com' || host === 'twitter.com') return 'x';
  if (host === 'linkedin.com') return 'linkedin';
  if (host === 'instagram.com') return 'instagram';
  if (host === 'youtube.com') return 'youtube';
  return 'other';
};

/** The configured ways to reach the operator; '24/7' hours are the only ones that claim always open. */
export const supportContact = (support: SupportSettings): Omit<SiteInfoView, 'countries' | 'languages'> => ({
  email: support.email,
  phone: support.phone,
  address: support.address,
  hours: support.hours,
  alwaysOpen: support.hours?.replace(/\s/g, '') === '24/7',
  social: support.socialLinks.map((url) => ({ network: networkOf(url), url })),
});
