import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, visaPolicies } from '../db/schema';

type SamplePolicy = Omit<typeof visaPolicies.$inferInsert, 'isSample'> & {
  category: NonNullable<(typeof visaPolicies.$inferInsert)['category']>;
};

/** A visitor visa covers tourism and business alike: one sample per purpose. */
const visitorVisa = (policy: Omit<SamplePolicy, 'purpose'>): SamplePolicy[] =>
  (['tourist', 'business'] as const).map((purpose) => ({ ...policy, purpose }));

/** Demo mode only: a few policies, stored and shown as samples so nobody takes them for verified facts. */
const samples: SamplePolicy[] = [
  ...visitorVisa({
    destination: 'GB',
    category: 'visa_required',
    feeAmount: 12700,
    currency: 'GBP',
    processingDaysMin: 15,
    processingDaysMax: 15,
    validityDays: 180,
    entries: 'multiple',
    documents: [],
    notes: 'Sample: Standard Visitor visa',
  }),
  ...visitorVisa({
    destination: 'US',
    category: 'visa_required',
    feeAmount: 18500,
    currency: 'USD',
    processingDaysMin: 20,
    processingDaysMax: 60,
    validityDays: 3650,
    entries: 'multiple',
    documents: ['DS-160 confirmation page', 'Interview appointment letter'],
    notes: 'Sample: B1/B2 visitor visa',
  }),
  {
    destination: 'IN',
    purpose: 'tourist',
    category: 'e_visa',
    feeAmount: 2500,
    currency: 'USD',
    processingDaysMin: 3,
    processingDaysMax: 5,
    validityDays: 30,
    entries: 'multiple',
    documents: [],
    notes: 'Sample: e-Tourist visa',
  },
  {
    destination: 'CN',
    purpose: 'business',
    category: 'visa_required',
    feeAmount: 14000,
    currency: 'USD',
    processingDaysMin: 4,
    processingDaysMax: 10,
    validityDays: 90,
    entries: 'single',
    documents: [],
    notes: 'Sample: M visa',
  },
  {
    destination: 'AU',
    purpose: 'tourist',
    category: 'visa_required',
    feeAmount: 19500,
    currency: 'AUD',
    processingDaysMin: 15,
    processingDaysMax: 30,
    validityDays: 365,
    entries: 'multiple',
    documents: [],
    notes: 'Sample: Visitor visa (subclass 600)',
  },
  {
    destination: 'US',
    purpose: 'tourist',
    category: 'eta',
    // USD 40 since 30 September 2025 (https://esta.cbp.dhs.gov).
    feeAmount: 4000,
    currency: 'USD',
    processingDaysMin: 1,
    processingDaysMax: 3,
    validityDays: 730,
    entries: 'multiple',
    documents: [],
    notes: 'Sample: ESTA (Electronic System for Travel Authorization)',
  },
];

/** Only into an empty table, so samples an admin deleted or replaced stay gone. */
export const seedSamplePolicies = async (db: Db) => {
  const [existing] = await db.select({ id: visaPolicies.id }).from(visaPolicies).limit(1);
  if (existing) return;
  const known = await db
    .select({ code: countries.code })
    .from(countries)
    .where(
      and(
        eq(countries.isActive, true),
        inArray(countries.code, [...new Set(samples.map((sample) => sample.destination))]),
      ),
    );
  const knownCodes = new Set(known.map((row) => row.code));
  const rows = samples
    .filter((sample) => knownCodes.has(sample.destination))
    .map((sample) => ({ ...sample, isSample: true }));
  if (rows.length > 0) await db.insert(visaPolicies).values(rows).onConflictDoNothing();
};
