import { z } from 'zod';
import { dateOfBirthField, passportNumberField } from './fields';
import { calendarDate, requiredText } from './primitives';
import { countryCodeField } from './visa';

/** Who a saved traveller is to the account holder, as the form offers it. */
export const travellerRelationships = [
  ['self', 'Myself'],
  ['spouse', 'Spouse or partner'],
  ['child', 'Child'],
  ['parent', 'Parent'],
  ['sibling', 'Brother or sister'],
  ['relative', 'Other relative'],
  ['colleague', 'Colleague'],
  ['friend', 'Friend'],
] as const;
export type TravellerRelationship = (typeof travellerRelationships)[number][0];
const relationshipKeys = travellerRelationships.map(([key]) => key) as [
  TravellerRelationship,
  ...TravellerRelationship[],
];

/** How many people one account may keep. */
export const maxSavedTravellers = 20;

export const relationshipLabel = (relationship: TravellerRelationship) =>
  travellerRelationships.find(([key]) => key === relationship)?.[1] ?? relationship;

// A form sends '' for a field left empty: no passport yet.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );

/** A person the account applies for, as the form sends them; the passport may come later. */
export const savedTravellerInput = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  dateOfBirth: dateOfBirthField,
  nationality: countryCodeField('Nationality'),
  passportNumber: optional(passportNumberField).default(null),
  passportExpiry: optional(calendarDate('Passport expiry must be a real date (YYYY-MM-DD)')).default(null),
  relationship: z.enum(relationshipKeys, { error: 'Choose who this traveller is to you' }),
});
export type SavedTravellerInput = z.input<typeof savedTravellerInput>;

/** A saved traveller as their owner sees them: the full passport number is only in `passportNumber` of one. */
export const savedTravellerView = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumberMasked: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  relationship: z.enum(relationshipKeys),
  /** Under 18 today (UTC). */
  isMinor: z.boolean(),
  updatedAt: z.string(),
});
export type SavedTravellerView = z.infer<typeof savedTravellerView>;

/** One saved traveller opened for editing: with the passport number in full. */
export const savedTravellerDetail = savedTravellerView.extend({ passportNumber: z.string().nullable() });
export type SavedTravellerDetail = z.infer<typeof savedTravellerDetail>;
