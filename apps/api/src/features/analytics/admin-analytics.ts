import type { AdminAnalyticsView } from '@visabridge/contract';
import { count, desc, isNotNull, sql, sum } from 'drizzle-orm';
import { applications, payments } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { destinationNameOf } from '../../domain/applications/views';
import { lastMonths, monthOf } from '../../lib/months';

const months = 12;

const since = sql`date_trunc('month', now() at time zone 'UTC') - interval '${sql.raw(String(months - 1))} months'`;

/** Decision time buckets in days: [label, lower bound inclusive, upper bound exclusive]. */
const buckets = [
  ['Under 1 day', 0, 1],
  ['1-3 days', 1, 3],
  ['3-7 days', 3, 7],
  ['1-2 weeks', 7, 14],
  ['2-4 weeks', 14, 28],
  ['Over 4 weeks', 28, null],
] as const;

/** Charts for the admin: monthly submitted applications by status, monthly revenue, destinations, decision times. */
export const adminAnalytics = async (ctx: AppContext): Promise<AdminAnalyticsView> => {
  const decided = ctx.db.$with('decided').as(
    ctx.db
      .select({
        days: sql<
          number | null
        >`extract(epoch from ((select max(h.created_at) from application_status_history h where h.application_id = applications.id and h.to_status in ('approved', 'rejected')) - applications.submitted_at)) / 86400`.as(
          'days',
        ),
      })
      .from(applications)
      .where(
        sql`${applications.status} in ('approved', 'rejected') and ${applications.submittedAt} is not null`,
      ),
  );
  const [perMonth, revenue, destinations, [decisions]] = await Promise.all([
    ctx.db
      .select({ month: monthOf(applications.submittedAt), status: applications.status, total: count() })
      .from(applications)
      // Drafts are not staff business: each application counts from the month it was submitted.
      .where(
        sql`${applications.status} <> 'draft' and ${applications.submittedAt} at time zone 'UTC' >= ${since}`,
      )
      .groupBy(sql`1`, applications.status),
    ctx.db
      .select({
        month: monthOf(payments.processedAt),
        currency: payments.currency,
        amount: sum(payments.amount).mapWith(Number),
      })
      .from(payments)
      .where(sql`${payments.status} = 'completed' and ${payments.processedAt} at time zone 'UTC' >= ${since}`)
      .groupBy(sql`1`, payments.currency)
      .orderBy(sql`1`, payments.currency),
    ctx.db
      .select({ code: applications.toCountry, total: count() })
      .from(applications)
      .where(isNotNull(applications.submittedAt))
      .groupBy(applications.toCountry)
      .orderBy(desc(count()), applications.toCountry)
      .limit(10),
    ctx.db
      .with(decided)
      .select({
        average: sql<string | null>`avg(${decided.days})`,
        ...Object.fromEntries(
          buckets.map(([, low, high], position) => [
            `b${position}`,
            sql<number>`count(*) filter (where ${decided.days} >= ${low}${high === null ? sql`` : sql` and ${decided.days} < ${high}`})`.mapWith(
              Number,
            ),
          ]),
        ),
      })
      .from(decided)
      .where(isNotNull(decided.days)),
  ]);
  const figures = (decisions ?? {}) as Record<string, number | string | null | undefined>;
  const empty = { pending: 0, in_review: 0, approved: 0, rejected: 0 };
  const byMonth = new Map(lastMonths(months).map((month) => [month, { month, ...empty }]));
  for (const row of perMonth) {
    const entry = byMonth.get(row.month);
    if (entry && row.status in empty) entry[row.status as keyof typeof empty] = row.total;
  }
  return {
    applicationsPerMonth: [...byMonth.values()],
    revenuePerMonth: revenue,
    topDestinations: destinations.map((row) => ({
      code: row.code,
      name: destinationNameOf(ctx, row.code),
      count: row.total,
    })),
    decisionTimes: buckets.map(([label], position) => ({
      label,
      count: Number(figures[`b${position}`] ?? 0),
    })),
    averageDecisionDays:
      figures.average === null || figures.average === undefined
        ? null
        : Math.round(Number(figures.average) * 10) / 10,
  };
};
