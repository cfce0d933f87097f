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

/** What is wrong with a passport for this trip under the destination's rule, in one sentence each. */
export const passportRuleProblems = ({
  conditions,
  destination,
  expiry,
  issued,
  arrival,
  departure,
}: PassportCheck): { code: 'validity' | 'age'; message: string }[] => {
  const problems: { code: 'validity' | 'age'; message: string }[] = [];
  const rule = conditions?.passportValidity ? conditions : null;
  const months = rule?.passportValidityMonths ?? 0;
  // Without the destination's rule, a passport must at least last the stay: anything more would be invented.
  const needed =
    rule?.passportValidity === 'beyond_arrival'
      ? arrival && addMonthsTo(arrival, months)
      : rule?.passportValidity === 'beyond_departure'
        ? departure && addMonthsTo(departure, months)
        : departure;
  if (needed && expiry < needed) {
    const why =
      rule?.passportValidity === 'beyond_arrival'
        ? `${monthsText(months)} after you arrive, as ${midSentence(rule.appliesTo)} requires`
        : rule?.passportValidity === 'beyond_departure'
          ? `${monthsText(months)} after you leave, as ${midSentence(rule.appliesTo)} requires`
          : rule
            ? `the day you leave, as ${midSentence(rule.appliesTo)} requires`
            : `the day you leave (${destination}'s own rule is not in our data; it may ask for more)`;
    problems.push({ code: 'validity', message: `Passport must be valid until at least ${needed}, ${why}` });
  }
  const years = conditions?.maxPassportAgeYears;
  if (years && issued && arrival && issued < addMonthsTo(arrival, -12 * years))
    problems.push({
      code: 'age',
      message: `Passport was issued on ${issued}; ${midSentence(conditions.appliesTo)} admits only passports issued within the ${years} years before you arrive`,
    });
  return problems;
};
