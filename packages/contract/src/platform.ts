import { interfaceLanguages } from './interface-languages';
import { z } from 'zod';
import { purposeSchema } from './visa';

/** What an instance needs to serve: each is `up`, `down`, or `not_run` where this process does not run it. */
const checkState = z.enum(['up', 'down', 'not_run']);

/** Which instance answered, and since when: in every health answer. */
const instanceFacts = { instance: z.string(), version: z.string(), uptimeSeconds: z.number() };

/** `/api/health/live`: the process runs and answers. */
export const livenessView = z.object({ status: z.literal('ok'), ...instanceFacts });

/**
 * `/api/health/ready` (and `/api/health`): whether the instance should get traffic. `degraded` (503) names what
 * is down in `problems`; `draining` (503) from the moment it is asked to stop, so a load balancer moves on first.
 */
export const healthView = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['up', 'down']),
  checks: z.object({
    database: checkState,
    storage: checkState,
    jobs: checkState,
    events: checkState,
  }),
  problems: z.array(z.string()),
  ...instanceFacts,
});
export type HealthView = z.infer<typeof healthView>;

/** Figures the landing page shows, counted from the database at request time. */
export const platformStatsView = z.object({
  countries: z.number().int(),
  travellers: z.number().int(),
  visaTypes: z.number().int(),
  visaTypesByPurpose: z.record(purposeSchema, z.number().int()),
  policies: z.number().int(),
  /** Approved applications as a share (0-100) of decided ones; null below `successRateMinimum` decisions. */
  successRate: z.number().nullable(),
  decidedApplications: z.number().int(),
  /** Mean of applicants' 1-5 ratings and how many there are; null before the first. */
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
  /** Applicants' rated comments they agreed to show, newest first. */
  testimonials: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string(),
      /** First name and the initial of the last: 'Amara N.'. */
      name: z.string(),
      destination: z.string(),
      ratedAt: z.string(),
    }),
  ),
  demoMode: z.boolean(),
});
export type PlatformStatsView = z.infer<typeof platformStatsView>;

/** Fewer decisions than this say too little: the success rate is not shown. */
export const successRateMinimum = 10;

export const socialNetworks = ['facebook', 'x', 'linkedin', 'instagram', 'youtube', 'other'] as const;

/** What every page's footer shows: how to reach the operator (what is not configured is null and not
 *  shown), the operator's social pages, and the countries covered, counted. */
export const siteInfoView = z.object({
  countries: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The configured support hours in words, e.g. 'Mon-Fri 09:00-17:00 CET'. */
  hours: z.string().nullable(),
  /** True only when the configured hours are '24/7'. */
  alwaysOpen: z.boolean(),
  social: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  /** The languages the site is offered in, English first: the language switcher shows them. */
  languages: z.array(z.enum(interfaceLanguages)),
});
export type SiteInfoView = z.infer<typeof siteInfoView>;

export const unreadCountView = z.object({ unread: z.number().int() });
