import { addMonthsTo } from './days';
import { z } from 'zod';
import { countOf } from './wording';

/** How long a passport must stay valid: some months past arrival or departure, or only for the stay. */
export const passportValidityRules = ['beyond_arrival', 'beyond_departure', 'for_stay'] as const;
export type PassportValidityRule = (typeof passportValidityRules)[number];

/** A printed photo of a size in millimetres, or a square digital photo of at least some pixels a side. */
export const photoSpecView = z.discriminatedUnion('shape', [
  z.object({
    shape: z.literal('print'),
    widthMm: z.number().int(),
    heightMm: z.number().int(),
    background: z.string(),
    source: z.string(),
  }),
  z.object({
    shape: z.literal('square'),
    minPixels: z.number().int(),
    background: z.string(),
    source: z.string(),
  }),
]);
export type PhotoSpecView = z.infer<typeof photoSpecView>;

/**
 * A destination's own entry conditions, from its row or its group's (the Schengen states as one). A null
 * field is one the data does not know, never "not required".
 */
export const entryConditionsView = z.object({
  /** The country code or group id the row is written for (`IN`, `schengen`). */
  scope: z.string(),
  /** Who the row is written for, as people read it: "India", "The Schengen area". */
  appliesTo: z.string(),
  passportValidity: z.enum(passportValidityRules).nullable(),
  /** Months the passport must outlast arrival or departure; null when valid for the stay is enough. */
  passportValidityMonths: z.number().int().nullable(),
  /** The passport must have been issued within this many years before arrival. */
  maxPassportAgeYears: z.number().int().nullable(),
  blankPages: z.number().int().nullable(),
  onwardTicket: z.boolean().nullable(),
  proofOfFunds: z.boolean().nullable(),
  /** Where the passport conditions come from: an official page. */
  source: z.string(),
  photo: z.union([photoSpecView, z.null()]),
  /** The day VisaBridge recorded the row from its source (YYYY-MM-DD); nobody verified it since. */
  recordedOn: z.string(),
});
export type EntryConditionsView = z.infer<typeof entryConditionsView>;

/** "recorded by VisaBridge on 2026-11-28 from https://…": what a traveller is told of a row's provenance. */
export const recordedFrom = (recordedOn: string, source: string) =>
  `recorded by VisaBridge on ${recordedOn} from ${source}`;

/** A name as it reads mid-sentence: "the Schengen area", "India". */
const midSentence = (name: string) => name.replace(/^The /, 'the ');

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** The destination's passport rule as one checklist line, or what we do not know of it. */
export const passportRuleText = (conditions: EntryConditionsView | null, destination: string) => {
  if (!conditions?.passportValidity)
    return `Valid passport: ${destination}'s passport validity rule is not in our data; confirm it with the official source before you travel`;
  const { passportValidity, passportValidityMonths, maxPassportAgeYears, blankPages } = conditions;
  const months = monthsText(passportValidityMonths ?? 0);
  const validity = {
    beyond_arrival: `valid at least ${months} from the date you arrive`,
    beyond_departure: `valid at least ${months} beyond the date you leave`,
    for_stay: 'valid for the whole of your stay',
  }[passportValidity];
  const issued = maxPassportAgeYears ? `, issued within the previous ${maxPassportAgeYears} years` : '';
  const pages = blankPages ? `, with ${countOf(blankPages, 'blank page')}` : '';
  return `Passport ${validity}${issued}${pages} (rule of ${midSentence(conditions.appliesTo)})`;
};

/** The destination's photo specification as one checklist line; the ICAO size where it is not in our data. */
export const photoRuleText = (conditions: EntryConditionsView | null, destination: string) => {
  const photo = conditions?.photo;
  if (!photo)
    return `Recent passport photo: ${destination}'s photo specification is not in our data; confirm its size with the official source`;
  if (photo.shape === 'square')
    return `Digital photo, square (height equal to width), at least ${photo.minPixels} x ${photo.minPixels} pixels, ${photo.background}`;
  return `Recent photo, ${photo.widthMm} x ${photo.heightMm} mm, ${photo.background}`;
};

type PassportCheck = {
  conditions: EntryConditionsView | null;
  destination: string;
  expiry: string;
  issued?: string | undefined;
  arrival?: string | undefined;
  departure?: string | undefined;
};

/**
 * What falls short in a passport for this trip under the destination's rule, as facts: the day it must be
 * valid until (under which rule: null where the destination's is not in our data), or the day it was issued
 * when the rule wants a newer one.
 */
export type PassportShortfall =
  | { code: 'validity'; needed: string; rule: PassportValidityRule | null; months: number }
  | { code: 'age'; issued: string; years: number };

export const passportRuleShortfalls = ({
  conditions,
  expiry,
  issued,
  arrival,
  departure,
}: Omit<PassportCheck, 'destination'>): PassportShortfall[] => {
  const shortfalls: PassportShortfall[] = [];
  const rule = conditions?.passportValidity ?? null;
  const months = (rule && conditions?.passportValidityMonths) ?? 0;
  // Without the destination's rule, a passport must at least last the stay: anything more would be invented.
  const needed =
    rule === 'beyond_arrival'
      ? arrival && addMonthsTo(arrival, months)
      : rule === 'beyond_departure'
        ? departure && addMonthsTo(departure, months)
        : departure;
  if (needed && expiry < needed) shortfalls.push({ code: 'validity', needed, rule, months });
  const years = conditions?.maxPassportAgeYears;
  if (years && issued && arrival && issued < addMonthsTo(arrival, -12 * years))
    shortfalls.push({ code: 'age', issued, years });
  return shortfalls;
};

/** A shortfall in one English sentence; `appliesTo` names whose rule it is ("The Schengen area"). */
export const passportShortfallText = (
  shortfall: PassportShortfall,
  appliesTo: string,
  destination: string,
) => {
  const owner = midSentence(appliesTo);
  if (shortfall.code === 'age')
    return `Passport was issued on ${shortfall.issued}; ${owner} admits only passports issued within the ${shortfall.years} years before you arrive`;
  const why =
    shortfall.rule === 'beyond_arrival'
      ? `${monthsText(shortfall.months)} after you arrive, as ${owner} requires`
      : shortfall.rule === 'beyond_departure'
        ? `${monthsText(shortfall.months)} after you leave, as ${owner} requires`
        : shortfall.rule
          ? `the day you leave, as ${owner} requires`
          : `the day you leave (${destination}'s own rule is not in our data; it may ask for more)`;
  return `Passport must be valid until at least ${shortfall.needed}, ${why}`;
};

/** What is wrong with a passport for this trip under the destination's rule, in one sentence each. */
export const passportRuleProblems = (check: PassportCheck): { code: 'validity' | 'age'; message: string }[] =>
  passportRuleShortfalls(check).map((shortfall) => ({
    code: shortfall.code,
    message: passportShortfallText(shortfall, check.conditions?.appliesTo ?? '', check.destination),
  }));
