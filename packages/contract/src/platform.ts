import { z } from 'zod';
import { purposeSchema } from './visa';

export const healthView = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
});

/** Figures the landing page shows, counted from the database at request time. */
export const platformStatsView = z.object({
  countries: z.number().int(),
  travellers: z.number().int(),
  visaTypes: z.number().int(),
  visaTypesByPurpose: z.record(purposeSchema, z.number().int()),
  policies: z.number().int(),
  demoMode: z.boolean(),
});
export type PlatformStatsView = z.infer<typeof platformStatsView>;

export const unreadCountView = z.object({ unread: z.number().int() });
