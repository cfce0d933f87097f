import { z } from 'zod';
import { dateOfBirthField, genderSchema, passportNumberField } from './fields';
import { countryCodeField } from './visa';
import { calendarDate } from './primitives';

/** What filing a visa application for an employee needs from their travel profile, with how people read it. */
export const travelProfileFields = [
  ['nationality', 'nationality'],
  ['passportNumber', 'passport number'],
  ['passportExpiry', 'passport expiry date'],
  ['dateOfBirth', 'date of birth'],
] as const;
export type TravelProfileField = (typeof travelProfileFields)[number][0];
const travelProfileKeys = travelProfileFields.map(([field]) => field) as [
  TravelProfileField,
  ...TravelProfileField[],
];

/** The profile fields a filing needs and the employee lacks, in the form's order. */
export const missingTravelProfile = (profile: Partial<Record<TravelProfileField, string | null>>) =>
  travelProfileFields.filter(([field]) => !profile[field]).map(([field]) => field);

/** The label of each profile field, for messages: 'passport number'. */
export const travelProfileLabel = (field: TravelProfileField) =>
  travelProfileFields.find(([name]) => name === field)?.[1] ?? field;

/** Shown in lists: the last four characters only, e.g. '•••••6789'. */
export const maskPassportNumber = (number: string) => `•••••${number.slice(-4)}`;

// A form sends '' for a field left empty: that clears it (null), as does null itself.
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );

/**
 * An employee's travel profile as the company edits it: every field optional (left out, it is kept;
 * empty, it is cleared), each checked like the traveller's own application checks it.
 */
export const employeeProfileInput = z.object({
  nationality: clearable(countryCodeField('Nationality')).optional(),
  passportNumber: clearable(passportNumberField).optional(),
  passportExpiry: clearable(calendarDate('Passport expiry must be a real date (YYYY-MM-DD)')).optional(),
  dateOfBirth: clearable(dateOfBirthField).optional(),
  gender: clearable(genderSchema).optional(),
});

/** The profile as lists show it: the passport number masked. */
export const employeeProfileView = z.object({
  nationality: z.string().nullable(),
  passportNumberMasked: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: genderSchema.nullable(),
  /** What a filing still needs (empty when the employee can be filed for). */
  missingProfile: z.array(z.enum(travelProfileKeys)),
});
