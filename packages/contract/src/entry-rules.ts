import { z } from 'zod';
import { calendarDate, integer, requiredText, text } from './primitives';
import { webAddressField as webAddress } from './web-address';
import { countryCodeField, purposeSchema } from './visa';
import { feeStepView } from './entry-rule-views';
import { visaCategories } from './visa-terms';

const countryList = (name: string) =>
  z.array(countryCodeField(name)).max(250, `${name}: at most 250 countries`).default([]);

/** Everything but the own-country answer, which no rule can give. */
const ruleCategories = visaCategories.filter((category) => category !== 'own_country') as [
  Exclude<(typeof visaCategories)[number], 'own_country'>,
  ...Exclude<(typeof visaCategories)[number], 'own_country'>[],
];

export const feeStepInput = z.object({
  from: calendarDate('Fee date must be a date (YYYY-MM-DD)'),
  amount: integer('Fee must be a whole number of minor units (cents; yen for JPY)', {
    min: 0,
    max: 100_000_000,
    tooSmall: 'Fee must not be negative',
  }),
  currency: requiredText('Currency is required', 10)
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter ISO code')
    .toUpperCase(),
});

/** A dated entry rule as it is written: by the shipped seed today, by an admin's form later. */
export const entryRuleInput = z
  .object({
    passports: countryList('Passport'),
    passportGroup: text(60).nullable().default(null),
    passportExceptions: countryList('Exception'),
    destination: countryCodeField('Destination').nullable().default(null),
    destinationGroup: text(60).nullable().default(null),
    purposes: z.array(purposeSchema).default([]),
    category: z.enum(ruleCategories, { error: 'Category must be an entry category other than own country' }),
    authorisationName: requiredText('Name the authorisation (e.g. UK Electronic Travel Authorisation)', 200),
    startsOn: calendarDate('Start date must be a date (YYYY-MM-DD)').nullable().default(null),
    endsOn: calendarDate('End date must be a date (YYYY-MM-DD)').nullable().default(null),
    applyUrl: webAddress('Official site').nullable().default(null),
    fees: z.array(feeStepInput).max(20, 'At most 20 fee steps').default([]),
    validity: text(200).nullable().default(null),
    allowedStayDays: integer('Allowed stay must be a whole number of days', { min: 1, max: 3650 })
      .nullable()
      .default(null),
    notes: text(2000, { multiLine: true }).default(''),
    source: webAddress('Source'),
    recordedOn: calendarDate('Recorded date must be a date (YYYY-MM-DD)'),
    recordedBy: requiredText('Say who recorded the rule', 200),
  })
  .superRefine((rule, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (rule.passports.length > 0 === Boolean(rule.passportGroup))
      issue('passports', 'List the passports or name one group, not both');
    if (Boolean(rule.destination) === Boolean(rule.destinationGroup))
      issue('destination', 'Give one destination or one group of destinations');
    if (rule.endsOn && !rule.startsOn) issue('endsOn', 'A rule with an end date needs a start date');
    if (rule.endsOn && rule.startsOn && rule.endsOn < rule.startsOn)
      issue('endsOn', 'End date must not be before the start date');
  });
export type EntryRuleInput = z.input<typeof entryRuleInput>;
export type EntryRuleValues = z.output<typeof entryRuleInput>;

/** A stored rule as the admin screen lists it; a shipped one comes back on the next start if deleted. */
export const entryRuleView = z.object({
  id: z.string(),
  isShipped: z.boolean(),
  passports: z.array(z.string()),
  passportGroup: z.string().nullable(),
  passportExceptions: z.array(z.string()),
  destination: z.string().nullable(),
  destinationGroup: z.string().nullable(),
  purposes: z.array(purposeSchema),
  category: z.enum(ruleCategories),
  authorisationName: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  applyUrl: z.string().nullable(),
  fees: z.array(feeStepView),
  validity: z.string().nullable(),
  allowedStayDays: z.number().int().nullable(),
  notes: z.string(),
  source: z.string(),
  recordedOn: z.string(),
  recordedBy: z.string(),
  updatedAt: z.string(),
});
export type EntryRuleView = z.infer<typeof entryRuleView>;

/** A named set of countries a rule may be written for, by the id the rule stores. */
export const entryRuleGroupView = z.object({ id: z.string(), name: z.string() });
export type EntryRuleGroupView = z.infer<typeof entryRuleGroupView>;

/** The groups the API accepts as `passportGroup` and `destinationGroup`, for the admin's form. */
export const entryRuleGroupsView = z.object({
  passportGroups: z.array(entryRuleGroupView),
  destinationGroups: z.array(entryRuleGroupView),
});
export type EntryRuleGroupsView = z.infer<typeof entryRuleGroupsView>;
