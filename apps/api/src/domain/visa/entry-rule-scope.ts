import { addDays } from '@visabridge/contract';
import type { Purpose, VisaCategory } from '@visabridge/contract';
import type { entryRules, FeeStep } from '../../db/schema';
import { findCountryGroup } from './country-groups';

export type EntryRuleRow = typeof entryRules.$inferSelect;

/** A rule ready for the checker: its sets built once at load, so matching costs no parsing. */
export type LoadedEntryRule = EntryRuleRow & {
  passportSet: ReadonlySet<string> | null;
  exceptionSet: ReadonlySet<string>;
  purposeSet: ReadonlySet<string>;
  /** The day after `endsOn`: the first day the rule no longer applies. */
  endsBefore: string | null;
};

/**
 * Passport groups read from the dataset itself, per destination: "every visa-exempt nationality" is every
 * passport the edition lists as visa free there, and the eTA group every passport it lists as needing one.
 */
export const datasetPassportGroups: Record<string, { name: string; category: VisaCategory }> = {
  'visa-exempt': { name: 'Every nationality the dataset lists as visa free', category: 'visa_free' },
  'eta-listed': { name: 'Every nationality the dataset lists as needing an eTA', category: 'eta' },
};

export const isKnownPassportGroup = (id: string) =>
  Boolean(findCountryGroup(id) ?? datasetPassportGroups[id]);

export const loadEntryRule = (row: EntryRuleRow): LoadedEntryRule => ({
  ...row,
  passportSet: row.passportGroup
    ? (findCountryGroup(row.passportGroup)?.members ?? null)
    : new Set(row.passports),
  exceptionSet: new Set(row.passportExceptions),
  purposeSet: new Set(row.purposes),
  endsBefore: row.endsOn ? addDays(row.endsOn, 1) : null,
});

/** The destinations a rule is written for: its one country, or its group's members. */
export const destinationsOf = (row: Pick<EntryRuleRow, 'destination' | 'destinationGroup'>) =>
  row.destination ? [row.destination] : [...(findCountryGroup(row.destinationGroup ?? '')?.members ?? [])];

type Traveller = { passport: string; purpose: Purpose; datasetCategory: VisaCategory };

export const coversTraveller = (rule: LoadedEntryRule, { passport, purpose, datasetCategory }: Traveller) => {
  if (rule.exceptionSet.has(passport)) return false;
  if (rule.purposeSet.size > 0 && !rule.purposeSet.has(purpose)) return false;
  if (rule.passportSet) return rule.passportSet.has(passport);
  return datasetPassportGroups[rule.passportGroup ?? '']?.category === datasetCategory;
};

/** In force on `day` (dates are YYYY-MM-DD, so text order is date order); an announced rule never is. */
export const isInForce = (rule: LoadedEntryRule, day: string) =>
  rule.startsOn !== null && rule.startsOn <= day && (rule.endsBefore === null || day < rule.endsBefore);

/** The fee step in force on `day`, or null when none is known for that day. */
export const feeOn = (fees: readonly FeeStep[], day: string) =>
  fees.reduce<FeeStep | null>(
    (found, step) => (step.from <= day && (!found || step.from >= found.from) ? step : found),
    null,
  );

/**
 * The days on which a destination's answers can change: the answer for two trips is the same when their
 * dates fall between the same boundaries, so the answer cache keys on where they fall, not on the dates.
 */
export const boundariesOf = (rules: readonly LoadedEntryRule[]) =>
  [
    ...new Set(
      rules.flatMap((rule) =>
        rule.startsOn === null
          ? []
          : [
              rule.startsOn,
              ...(rule.endsBefore ? [rule.endsBefore] : []),
              ...rule.fees.map((fee) => fee.from),
            ],
      ),
    ),
  ].sort();

/** How many boundaries fall on or before `day`. */
export const positionAmong = (boundaries: readonly string[], day: string) => {
  let position = 0;
  while (position < boundaries.length && (boundaries[position] as string) <= day) position += 1;
  return position;
};
