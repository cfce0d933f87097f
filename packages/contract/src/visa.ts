import { z } from 'zod';
import { entryConditionsView } from './entry-conditions';
import { paginationQuery } from './envelope';
import { appliedEntryRuleView, announcedEntryRuleView, entryRuleChangeView } from './entry-rule-views';
import { calendarDate, inDayOrder, integer, requiredText, text } from './primitives';
import { isWebAddress } from './web-address';
import { policyCategories, purposes, visaCategories } from './visa-terms';

export const purposeSchema = z.enum(purposes, { error: `Purpose must be one of: ${purposes.join(', ')}` });
export const visaCategorySchema = z.enum(visaCategories);

export const policyCategorySchema = z.enum(policyCategories, {
  error: 'Category must be a consular visa, an e-visa, an eTA or a visa on arrival',
});

/** ISO 3166-1 alpha-2, in either case; stored and compared upper-case. Blank counts as missing. */
export const countryCodeField = (name: string) =>
  text(100, { error: `${name} is required` })
    .min(1, `${name} is required`)
    // Blank passes here so it reports only as missing; aborting instead would skip a form's own refinements.
    .regex(/^([A-Za-z]{2})?$/, `${name} must be a two-letter country code`)
    .toUpperCase();

export const countryView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  flag: z.string(),
  region: z.string(),
  isActive: z.boolean(),
});
export type CountryView = z.infer<typeof countryView>;

/** A destination travellers checked lately, with how many checks (GET /countries/popular). */
export const popularDestinationView = countryView.extend({ checks: z.number().int() });
export type PopularDestinationView = z.infer<typeof popularDestinationView>;

export const visaTypeView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  destination: z.string(),
  purpose: purposeSchema,
  duration: z.string(),
  isMultipleEntry: z.boolean(),
});
export type VisaTypeView = z.infer<typeof visaTypeView>;

/** A date a form may leave blank: blank is absent. */
/** A date that may be left out; blank (an empty date input) counts as left out. */
export const optionalDate = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), calendarDate(message).optional());

export const requirementsInput = z
  .object({
    fromCountry: countryCodeField('From country'),
    toCountry: countryCodeField('To country'),
    purpose: purposeSchema.default('tourist'),
    visaType: text(60).optional(),
    additionalDetails: text(1000, { multiLine: true }).optional(),
    /** The day of arrival; today (UTC) when absent or blank. */
    travelDate: optionalDate('Travel date must be a date (YYYY-MM-DD)'),
    /** The day of leaving; the travel date when absent or blank. */
    returnDate: optionalDate('Return date must be a date (YYYY-MM-DD)'),
  })
  .refine(...inDayOrder('travelDate', 'returnDate', 'Return date must not be before the travel date'));
export type RequirementsInput = z.input<typeof requirementsInput>;

/**
 * When a checklist item is needed: `apply`, uploaded with the application; `carry`, shown at the border;
 * `issued`, the visa or authorisation the traveller receives at the end.
 */
export const checklistKinds = ['apply', 'carry', 'issued'] as const;
export type ChecklistKind = (typeof checklistKinds)[number];

/** One item of a checklist with its kind, and the official source where a destination's own rule asks for it. */
export const checklistItem = z.object({
  document: z.string(),
  kind: z.enum(checklistKinds),
  source: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

/** The items the traveller uploads to apply: the one list the wizard and the submit check require. */
export const uploadsToApply = (checklist: readonly ChecklistItem[]) =>
  checklist.filter((item) => item.kind === 'apply').map((item) => item.document);

export const requirementRow = z.object({
  id: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  visaType: z.string(),
  isRequired: z.boolean(),
  processingTime: z.string(),
  fee: z.string(),
  documents: z.array(z.string()),
  notes: z.string(),
});

export const dataEditionView = z.object({
  id: z.string(),
  source: z.string(),
  editionDate: z.string(),
  importedAt: z.string(),
  corridors: z.number().int(),
  passports: z.number().int(),
  destinations: z.number().int(),
  changes: z.number().int(),
});
export type DataEditionView = z.infer<typeof dataEditionView>;

/** The data edition checks answer from, or, until one is imported, the notice that says so. */
export const dataStatusView = z.object({
  edition: dataEditionView.nullable(),
  notice: z.string().nullable(),
});
export type DataStatusView = z.infer<typeof dataStatusView>;

/**
 * What an application costs, in minor units. `processingFee` and `serviceFee` are the platform's, from its
 * fee schedule, the same on every corridor. `governmentFee` is the destination's fee where a curated policy
 * states it (null: set by the embassy, no number known); the platform collects it with its own fees when it
 * is in the platform's currency (`baseFee` is then its amount), otherwise the traveller pays it to the
 * embassy. `total` is what the platform charges: `baseFee` + processing + service, in `currency`.
 */
export const feesView = z.object({
  /** The government fee the platform collects; null when the government fee is not known. */
  baseFee: z.number().int().nullable(),
  processingFee: z.number().int(),
  serviceFee: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  governmentFee: z
    .object({ amount: z.number().int(), currency: z.string(), isCollected: z.boolean() })
    .nullable(),
});
export type FeesView = z.infer<typeof feesView>;

export const requirementsResult = z.object({
  fromCountry: countryView,
  toCountry: countryView,
  purpose: purposeSchema,
  category: visaCategorySchema,
  categoryLabel: z.string(),
  isRequired: z.boolean(),
  isAdmitted: z.boolean(),
  allowedStayDays: z.number().int().nullable(),
  /** How long the traveller may stay, in words: "Up to 90 days", "Unlimited", "Set by the visa or authorisation". */
  allowedStay: z.string(),
  /** Entry under a free-movement agreement (EU/EEA/Swiss, Common Travel Area, Trans-Tasman): no visa or permit. */
  isFreeMovement: z.boolean(),
  visaType: z.string(),
  processingTime: z.string(),
  fee: z.string(),
  /** What applying through the platform costs for this corridor; null when no visa is needed. */
  fees: feesView.nullable(),
  documents: z.array(z.string()),
  /** The same documents with when each is needed (see `checklistKinds`). */
  checklist: z.array(checklistItem),
  requirements: z.array(requirementRow),
  recommendations: z.array(z.string()),
  rule: z.object({ id: z.string(), description: z.string() }),
  policy: z
    .object({
      id: z.string(),
      isSample: z.boolean(),
      source: z.string().nullable(),
      lastVerifiedAt: z.string().nullable(),
      category: policyCategorySchema,
    })
    .nullable(),
  edition: dataEditionView,
  /** Whole days from the edition's date to the day of the check, and the same in words. */
  editionAgeDays: z.number().int(),
  freshness: z.string(),
  /** The dated rule in force on the day of arrival, with the dataset answer it replaced; null: the dataset's answer. */
  entryRule: appliedEntryRuleView.nullable(),
  /** Rules of this corridor that start or end before the trip is over ("From 2 April 2025 ..."). */
  ruleChanges: z.array(entryRuleChangeView),
  /** Changes announced without a date: shown, never applied. */
  announcedRules: z.array(announcedEntryRuleView),
  /** Every answer's closing advice: confirm with the official source before travelling. */
  confirmNotice: z.string(),
  /** The destination's own passport and photo conditions with their source; null where not in our data. */
  entryConditions: entryConditionsView.nullable(),
});
export type RequirementsResult = z.infer<typeof requirementsResult>;

export const entriesSchema = z.enum(['single', 'multiple'], { error: 'Entries must be single or multiple' });

/** A whole number of days in a range, with messages that name the field. */
const days = (name: string, min: number, max: number) =>
  integer(`${name} must be a whole number of days`, {
    min,
    max,
    tooSmall: `${name} must be at least ${min}`,
    tooLarge: `${name} must be at most ${max}`,
  });

export const visaPolicyInput = z
  .object({
    destination: countryCodeField('Destination'),
    fromCountry: countryCodeField('Nationality').nullable().default(null),
    purpose: purposeSchema,
    category: policyCategorySchema.default('visa_required'),
    feeAmount: integer('Fee must be a whole number of minor units (cents; yen for JPY)', {
      min: 0,
      max: 100_000_000,
      tooSmall: 'Fee must not be negative',
      tooLarge: 'Fee is too large',
    }),
    currency: requiredText('Currency is required', 10)
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter ISO code')
      .toUpperCase(),
    processingDaysMin: days('Minimum processing days', 0, 365),
    processingDaysMax: days('Maximum processing days', 0, 365),
    validityDays: days('Validity', 1, 3650).nullable().default(null),
    entries: entriesSchema.default('single'),
    notes: text(2000, { multiLine: true, tooLong: 'Notes must be at most 2000 characters' }).default(''),
    documents: z
      .array(
        requiredText('Describe the document or remove the line', 300, {
          tooLong: 'A document must be at most 300 characters',
        }),
      )
      .max(30, 'At most 30 documents')
      .default([]),
    source: text(500, { tooLong: 'Source must be at most 500 characters' })
      .refine(isWebAddress, 'Source must be a web address (http or https)')
      .nullable()
      .default(null),
    lastVerifiedAt: calendarDate('Last verified must be a date (YYYY-MM-DD)').nullable().default(null),
  })
  .refine((policy) => policy.processingDaysMax >= policy.processingDaysMin, {
    path: ['processingDaysMax'],
    message: 'Maximum processing days must not be below the minimum',
  });
export type VisaPolicyInput = z.input<typeof visaPolicyInput>;

export const visaPolicyView = z.object({
  id: z.string(),
  destination: z.string(),
  fromCountry: z.string().nullable(),
  purpose: purposeSchema,
  category: policyCategorySchema,
  feeAmount: z.number().int(),
  currency: z.string(),
  fee: z.string(),
  processingDaysMin: z.number().int(),
  processingDaysMax: z.number().int(),
  processingTime: z.string(),
  validityDays: z.number().int().nullable(),
  entries: entriesSchema,
  notes: z.string(),
  documents: z.array(z.string()),
  source: z.string().nullable(),
  lastVerifiedAt: z.string().nullable(),
  isSample: z.boolean(),
  updatedAt: z.string(),
});
export type VisaPolicyView = z.infer<typeof visaPolicyView>;

const countryReference = countryView.pick({ code: true, name: true, flag: true });

/** A policy as the admin's list shows it: with its destination's and nationality's names and flags. */
export const visaPolicyListItem = visaPolicyView.extend({
  destinationCountry: countryReference,
  /** Null: the policy is for every nationality. */
  nationality: countryReference.nullable(),
});
export type VisaPolicyListItem = z.infer<typeof visaPolicyListItem>;

/** The admin's list of curated policies, one page at a time, by destination, category and purpose. */
export const listVisaPoliciesQuery = paginationQuery.extend({
  destination: countryCodeField('Destination').optional(),
  category: policyCategorySchema.optional(),
  purpose: purposeSchema.optional(),
});
