import { z } from 'zod';
import { moneyTotal } from './dashboard';

/** The admin's headline figures (spec: "Admin stats"), all counted from stored data. */
export const adminStatsView = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  newUsersThisMonth: z.number().int(),
  /** Sign-ups this calendar month against last month, in percent; null when last month had none. */
  monthlyGrowth: z.number().nullable(),
  activeAgents: z.number().int(),
  corporateClients: z.number().int(),
  totalApplications: z.number().int(),
  pendingApplications: z.number().int(),
  inReviewApplications: z.number().int(),
  approvedApplications: z.number().int(),
  rejectedApplications: z.number().int(),
  unassignedApplications: z.number().int(),
  /** Completed minus refunded payments, per currency. */
  totalRevenue: z.array(moneyTotal),
});
export type AdminStatsView = z.infer<typeof adminStatsView>;

const month = z.string().regex(/^\d{4}-\d{2}$/);

export const adminAnalyticsView = z.object({
  /** The last 12 calendar months, oldest first: applications submitted per month, by current status (drafts are not staff business). */
  applicationsPerMonth: z.array(
    z.object({
      month,
      pending: z.number().int(),
      in_review: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
    }),
  ),
  /** Completed payments per month and currency over the same 12 months. */
  revenuePerMonth: z.array(z.object({ month, currency: z.string(), amount: z.number().int() })),
  /** Most applied-for destinations among submitted applications. */
  topDestinations: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  /** Decided applications by days from submission to decision. */
  decisionTimes: z.array(z.object({ label: z.string(), count: z.number().int() })),
  averageDecisionDays: z.number().nullable(),
});
export type AdminAnalyticsView = z.infer<typeof adminAnalyticsView>;
