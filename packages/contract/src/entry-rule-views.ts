import { z } from 'zod';
import { visaCategories } from './visa-terms';

const categorySchema = z.enum(visaCategories);

/** A government fee from a date, in minor units. */
export const feeStepView = z.object({ from: z.string(), amount: z.number().int(), currency: z.string() });
export type FeeStepView = z.infer<typeof feeStepView>;

/** The dated rule that decided an answer, and the dataset's answer it replaced. */
export const appliedEntryRuleView = z.object({
  id: z.string(),
  authorisationName: z.string(),
  category: categorySchema,
  categoryLabel: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** Where to apply directly, with the government; null when the rule names no site. */
  officialSite: z.string().nullable(),
  /** The fee in force on the day of applying (today, or the travel date when that is past); null: not known. */
  governmentFee: feeStepView.nullable(),
  /** The fee in words: "GBP 16.00 (from 9 April 2025)" or "Not known". */
  feeText: z.string(),
  validity: z.string().nullable(),
  source: z.string(),
  recordedOn: z.string(),
  /** "Recorded by VisaBridge on 2026-11-28 from https://www.gov.uk/eta". */
  recorded: z.string(),
  /** "You may apply on the official site ... directly, without VisaBridge", or null without a site. */
  applyDirectly: z.string().nullable(),
  replaced: z.object({ category: categorySchema, categoryLabel: z.string(), description: z.string() }),
  summary: z.string(),
});
export type AppliedEntryRuleView = z.infer<typeof appliedEntryRuleView>;

/** A rule starting or ending before the trip is over. */
export const entryRuleChangeView = z.object({
  ruleId: z.string(),
  on: z.string(),
  kind: z.enum(['starts', 'ends', 'fee']),
  isDuringTrip: z.boolean(),
  text: z.string(),
  source: z.string(),
});
export type EntryRuleChangeView = z.infer<typeof entryRuleChangeView>;

/** A change announced without a start date: shown as announced, never applied. */
export const announcedEntryRuleView = z.object({
  id: z.string(),
  authorisationName: z.string(),
  text: z.string(),
  source: z.string(),
  recordedOn: z.string(),
  recorded: z.string(),
});
export type AnnouncedEntryRuleView = z.infer<typeof announcedEntryRuleView>;
